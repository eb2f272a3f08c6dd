import { describe, expect, it } from 'vitest';
import { KycArchiveRequest, kycArchiveRangeProblem } from './kycArchives.js';

describe('kycArchiveRangeProblem', () => {
  it('accepts one day and ranges up to 366 days', () => {
    expect(kycArchiveRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(kycArchiveRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
  });
  it('refuses an end before the start and a range over 366 days', () => {
    expect(kycArchiveRangeProblem('2026-02-02', '2026-02-01')).toBe('order');
    expect(kycArchiveRangeProblem('2025-01-01', '2026-01-02')).toBe('too_long');
  });
  it('puts the problem on date_to in the request schema', () => {
    const r = KycArchiveRequest.safeParse({ date_from: '2026-03-02', date_to: '2026-03-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['date_to']);
    expect(
      KycArchiveRequest.safeParse({ date_from: '2026-13-01', date_to: '2026-03-01' }).success,
    ).toBe(false);
  });
});
