import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate.js';

// Late in the UTC day: a local-time formatter would show the next or previous day.
const LATE = '2026-03-15T23:30:00.000Z';

describe('formatDateTime', () => {
  it('shows the UTC day with its time, marked UTC, in each locale', () => {
    expect(formatDateTime(LATE, 'en')).toBe('Mar 15, 2026, 11:30 PM UTC');
    expect(formatDateTime(LATE, 'de')).toBe('15. März 2026, 23:30 UTC');
    expect(formatDateTime(LATE, 'fr')).toBe('15 mars 2026, 23:30 UTC');
    expect(formatDateTime(LATE, 'es')).toBe('15 mar 2026, 23:30 UTC');
    expect(formatDateTime(LATE, 'ja')).toBe('2026年3月15日 23:30 UTC');
  });
  it('shows text that is not a date as it came', () => {
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
  });
});

describe('formatDate', () => {
  it('shows the UTC day without a time', () => {
    expect(formatDate(LATE, 'en')).toBe('Mar 15, 2026');
    expect(formatDate(LATE, 'de')).toBe('15. März 2026');
    expect(formatDate(LATE, 'ja')).toBe('2026年3月15日');
    expect(formatDate('soon', 'fr')).toBe('soon');
  });
});
