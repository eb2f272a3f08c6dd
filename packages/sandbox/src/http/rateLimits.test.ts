import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, retryAfterSeconds } from './rateLimits.js';

describe('retryAfterSeconds', () => {
  const ends = '2026-01-01T00:10:00.000Z';
  const now = Date.parse('2026-01-01T00:00:00.000Z');
  it('lets requests through up to the limit', () => {
    expect(retryAfterSeconds(1, 3, ends, now)).toBeNull();
    expect(retryAfterSeconds(3, 3, ends, now)).toBeNull();
  });
  it('answers the seconds left of the window past it, at least one', () => {
    expect(retryAfterSeconds(4, 3, ends, now)).toBe(600);
    expect(retryAfterSeconds(4, 3, ends, Date.parse(ends) - 1)).toBe(1);
    expect(retryAfterSeconds(4, 3, ends, Date.parse(ends) + 5_000)).toBe(1);
  });
  it('has one distinct bucket name per rule', () => {
    const names = Object.values(RATE_LIMITS).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
