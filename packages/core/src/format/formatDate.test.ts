import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDate.js';

// Late in the UTC day: a local-time formatter would show the next or previous day.
const LATE = '2026-03-15T23:30:00.000Z';

describe('formatDateTime', () => {
  it('shows the UTC day with its time, marked UTC, in each locale', () => {
    expect(formatDateTime(LATE, 'en')).toBe('Mar 15, 2026, 11:30 PM UTC');
    expect(formatDateTime(LATE, 'de')).toBe('15.03.2026, 23:30 UTC');
    expect(formatDateTime(LATE, 'fr')).toBe('15 mars 2026, 23:30 UTC');
    expect(formatDateTime(LATE, 'es')).toBe('15 mar 2026, 23:30 UTC');
    expect(formatDateTime(LATE, 'ja')).toBe('2026/03/15 23:30 UTC');
  });
  it('shows text that is not a date as it came', () => {
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
  });
});

describe('formatDateTime without the time', () => {
  it('shows the UTC day alone', () => {
    expect(formatDateTime(LATE, 'en', false)).toBe('Mar 15, 2026');
    expect(formatDateTime(LATE, 'de', false)).toBe('15.03.2026');
    expect(formatDateTime(LATE, 'ja', false)).toBe('2026/03/15');
    expect(formatDateTime('soon', 'fr', false)).toBe('soon');
  });
});
