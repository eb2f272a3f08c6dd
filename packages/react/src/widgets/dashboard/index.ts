export { Dashboard } from './Dashboard.js';
export { dashboardElement } from './dashboard.element.js';
export type { DashboardEventDetails, DashboardProps } from './dashboardProps.js';
export { latestAnnouncements } from './latestAnnouncements.js';
export type { PeriodCounts } from './statisticPeriod.js';
export {
  COUNT_KINDS,
  DEFAULT_STATISTIC_PERIOD,
  pickPeriod,
} from './statisticPeriod.js';
export {
  useAccountsVolume,
  useAnnouncements,
  useBalances,
  useCompanyStatistic,
  useTransactionVolume,
} from './useDashboardResources.js';
export {
  bucketLabel,
  bucketStart,
  DEFAULT_GRANULARITY,
  fillGaps,
  GRANULARITIES,
  isGranularity,
  pickSeries,
  seriesCurrencies,
  seriesTotal,
} from './volumeSeries.js';
