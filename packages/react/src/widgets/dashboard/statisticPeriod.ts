import type { CompanyStatistic, StatisticCounts, StatisticPeriod } from './dashboardTypes.js';

/** The report periods in the order the switch offers them (spec 3: Report periods). */
export const STATISTIC_PERIODS: readonly StatisticPeriod[] = [
  'current_month',
  'previous_month',
  'current_year',
  'total',
];

/** The period the statistic panel opens on. */
export const DEFAULT_STATISTIC_PERIOD: StatisticPeriod = 'current_month';

/** Counts of one period; null where the server gave no number. */
export interface PeriodCounts {
  /** Every item of the period. */
  all: number | null;
  /** Waiting items. */
  waiting: number | null;
  /** Approved items. */
  approved: number | null;
  /** Denied items. */
  denied: number | null;
}

/** The count kinds in display order. */
export const COUNT_KINDS = ['all', 'waiting', 'approved', 'denied'] as const;

/** True when `value` names a report period (props arrive as strings from attributes). */
export function isStatisticPeriod(value: unknown): value is StatisticPeriod {
  return STATISTIC_PERIODS.includes(value as StatisticPeriod);
}

const countOf = (counts: StatisticCounts | undefined, kind: keyof StatisticCounts) => {
  const n = counts?.[kind];
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The counts of `subject` (transactions or compliances) in `period`. A missing subject,
 * period or count reads as null, so a partial answer shows what it has.
 */
export function pickPeriod(
  statistic: CompanyStatistic | null | undefined,
  subject: keyof CompanyStatistic,
  period: StatisticPeriod,
): PeriodCounts {
  const counts = statistic?.[subject]?.[period];
  return {
    all: countOf(counts, 'all'),
    waiting: countOf(counts, 'waiting'),
    approved: countOf(counts, 'approved'),
    denied: countOf(counts, 'denied'),
  };
}
