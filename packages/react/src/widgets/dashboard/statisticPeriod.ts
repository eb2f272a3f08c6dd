import type { ListPeriod } from '@flexportal/core';
import type { CompanyStatistic, StatisticCounts } from '@flexportal/core/contract';

/** The period the statistic panel opens on. */
export const DEFAULT_STATISTIC_PERIOD: ListPeriod = 'current_month';

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

const countOf = (counts: StatisticCounts | undefined, kind: (typeof COUNT_KINDS)[number]) => {
  const n = counts?.[kind];
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The counts of `subject` (transactions or compliances) in `period`. A missing subject,
 * period or count reads as null, so a partial answer shows what it has.
 */
export function pickPeriod(
  statistic: CompanyStatistic | null | undefined,
  subject: 'transactions' | 'compliances',
  period: ListPeriod,
): PeriodCounts {
  const counts = statistic?.[subject]?.[period];
  return {
    all: countOf(counts, 'all'),
    waiting: countOf(counts, 'waiting'),
    approved: countOf(counts, 'approved'),
    denied: countOf(counts, 'denied'),
  };
}
