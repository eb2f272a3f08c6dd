import { describe, expect, it } from 'vitest';
import { ListPeriod } from './enums.js';
import { isListPeriod, LIST_PERIODS } from './listPeriod.js';

describe('report periods (AC-3)', () => {
  it('knows the four periods, in the order the switches offer them', () => {
    expect(LIST_PERIODS).toEqual(['current_month', 'previous_month', 'current_year', 'total']);
    expect(isListPeriod('current_year')).toBe(true);
    expect(isListPeriod('last_week')).toBe(false);
    expect(ListPeriod.options).toEqual([...LIST_PERIODS]);
  });
});
