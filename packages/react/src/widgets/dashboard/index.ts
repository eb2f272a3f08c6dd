export { Dashboard } from './Dashboard.js';
export type {
  DashboardEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  DashboardProps,
} from './dashboardProps.js';
