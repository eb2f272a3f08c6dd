import type { CompanyStatistic } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { pickPeriod } from './statisticPeriod.js';

// Partial answers on purpose: the reader shows what a server gave and null for the rest.
const partial = (s: unknown) => s as CompanyStatistic;
const stat = partial({
  transactions: {
    total: { all: 10, waiting: 1, approved: 8, denied: 1 },
    current_month: { all: 3, waiting: 0, approved: 3, denied: 0 },
  },
  compliances: { previous_month: { all: 2, approved: 2 } },
});

describe('pickPeriod', () => {
  it('picks the counts of a subject and period', () => {
    expect(pickPeriod(stat, 'transactions', 'total')).toEqual({
      all: 10,
      waiting: 1,
      approved: 8,
      denied: 1,
    });
    expect(pickPeriod(stat, 'transactions', 'current_month').all).toBe(3);
  });

  it('reads missing subjects, periods and counts as null, never as 0', () => {
    expect(pickPeriod(stat, 'compliances', 'previous_month')).toEqual({
      all: 2,
      waiting: null,
      approved: 2,
      denied: null,
    });
    expect(pickPeriod(stat, 'compliances', 'total').all).toBeNull();
    expect(pickPeriod(null, 'transactions', 'total').all).toBeNull();
    const odd = partial({ transactions: { total: { all: '7' } } });
    expect(pickPeriod(odd, 'transactions', 'total').all).toBeNull();
  });
});
