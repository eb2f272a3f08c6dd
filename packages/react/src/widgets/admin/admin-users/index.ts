export { AdminUsers } from './AdminUsers.js';
export type {
  /** @public the `detail` of the element's events */
  AdminUsersEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  AdminUsersProps,
} from './adminUsersProps.js';
