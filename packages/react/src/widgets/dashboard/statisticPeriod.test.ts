import { describe, expect, it } from 'vitest';
import { isStatisticPeriod, pickPeriod, STATISTIC_PERIODS } from './statisticPeriod.js';

const stat = {
  transactions: {
    total: { all: 10, waiting: 1, approved: 8, denied: 1 },
    current_month: { all: 3, waiting: 0, approved: 3, denied: 0 },
  },
  compliances: { previous_month: { all: 2, approved: 2 } },
};

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
    const odd = { transactions: { total: { all: '7' as unknown as number } } };
    expect(pickPeriod(odd, 'transactions', 'total').all).toBeNull();
  });

  it('knows the four report periods', () => {
    expect(STATISTIC_PERIODS).toEqual(['current_month', 'previous_month', 'current_year', 'total']);
    expect(isStatisticPeriod('current_year')).toBe(true);
    expect(isStatisticPeriod('last_week')).toBe(false);
  });
});
