import { border } from '../../../ui/styles/tokens.js';
import { dashboardCss } from '../../dashboard/dashboardCss.js';

/** The manager dashboard's sheet (panels, tables, chart) plus the work-waiting list. */
export const adminDashboardCss = `${dashboardCss}
.fp-stats__list { margin: 0; }
.fp-plain { list-style: none; margin: 0; padding: 0; text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.fp-waiting { list-style: none; margin: 0; padding: 0; }
.fp-waiting__item { display: flex; justify-content: space-between; gap: 1rem; padding-block: 0.375rem; border-block-end: 1px solid ${border}; }
.fp-waiting__count { font-variant-numeric: tabular-nums; font-size: 1.125rem; }
`;
