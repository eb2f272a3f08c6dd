export type {
  /** @public props of a published component: partners type their wrappers with it */
  NotificationsProps,
} from './Notifications.js';
export { Notifications } from './Notifications.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  NotificationsBellProps,
} from './NotificationsBell.js';
export { NotificationsBell } from './NotificationsBell.js';
/** @public the action targets a host may set */
export type { NotificationHrefs } from './notificationsProps.js';
