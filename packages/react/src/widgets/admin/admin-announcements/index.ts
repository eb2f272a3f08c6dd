export { AdminAnnouncements } from './AdminAnnouncements.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminAnnouncementsProps,
} from './adminAnnouncementsProps.js';
