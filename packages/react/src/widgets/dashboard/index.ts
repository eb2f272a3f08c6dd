export { Dashboard } from './Dashboard.js';
export { dashboardElement } from './dashboard.element.js';
export type {
  DashboardEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  DashboardProps,
} from './dashboardProps.js';
export type {
  /** @public a documented prop's type (docs/widgets/reference/flexportal-dashboard.md) */
  Granularity,
  /** @public a documented prop's type (docs/widgets/reference/flexportal-dashboard.md) */
  StatisticPeriod,
} from './dashboardTypes.js';
