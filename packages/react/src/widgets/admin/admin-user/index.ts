export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminUserProps,
} from './AdminUser.js';
export { AdminUser } from './AdminUser.js';
