import { describe, expect, it } from 'vitest';
import { fillGaps } from '../../dashboard/volumeSeries.js';
import { activitiesByCount, adminVolume } from './adminVolume.js';

const NOW = Date.parse('2026-11-24T05:00:00Z');

describe('adminVolume (AC-7admin-17)', () => {
  it('groups rows into one daily series per currency over the last days', () => {
    const v = adminVolume(
      [
        { date: '2026-11-20', currency: 'EUR', count: 2, amount: '10.50' },
        { date: '2026-11-24', currency: 'EUR', count: 1, amount: '0.01' },
        { date: '2026-11-22', currency: 'BTC', count: 1, amount: '0.00000001' },
        { date: 'yesterday', currency: 'EUR', count: 9, amount: '9' },
      ],
      30,
      NOW,
    );
    expect(v.from).toBe('2026-10-26T00:00:00.000Z');
    expect(v.to).toBe('2026-11-25T00:00:00.000Z');
    // The busiest currency first.
    expect(v.series.map((s) => s.currency)).toEqual(['EUR', 'BTC']);
    const eur = v.series[0]?.points ?? [];
    expect(eur).toHaveLength(2);
    // The manager chart's gap filling gives 30 daily buckets, the amounts untouched.
    const filled = fillGaps(eur, 'day', { from: v.from, to: v.to });
    expect(filled).toHaveLength(30);
    expect(filled.at(-1)).toMatchObject({ count: 1, amount: '0.01' });
  });

  it('orders activity types by count and drops empty ones', () => {
    expect(
      activitiesByCount([
        { type: 'settled', count: 3 },
        { type: 'api', count: 0 },
        { type: 'denied', count: 3 },
        { type: 'progress', count: 7 },
      ]).map((r) => r.type),
    ).toEqual(['progress', 'denied', 'settled']);
  });
});
