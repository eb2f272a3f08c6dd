export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminDashboardProps,
} from './AdminDashboard.js';
export { AdminDashboard } from './AdminDashboard.js';
