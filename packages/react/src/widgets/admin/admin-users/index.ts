export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminUsersProps,
} from './AdminUsers.js';
export { AdminUsers } from './AdminUsers.js';
