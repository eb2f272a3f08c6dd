export { AdminUser } from './AdminUser.js';
export type {
  /** @public the `detail` of the element's events */
  AdminUserEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  AdminUserProps,
} from './adminUserProps.js';
