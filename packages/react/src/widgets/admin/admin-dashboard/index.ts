export { AdminDashboard } from './AdminDashboard.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminDashboardProps,
} from './adminDashboardProps.js';
