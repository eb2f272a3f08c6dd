import type { TransactionVolume } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketStart,
  fillGaps,
  isGranularity,
  pickSeries,
  seriesCurrencies,
  seriesTotal,
} from './volumeSeries.js';

const p = (at: string, count: number, amount: string) => ({ at, count, amount });
const shape = (points: ReturnType<typeof fillGaps>) =>
  points.map((x) => `${x.at.slice(0, 16)} ${x.count} ${x.amount}`);

describe('fillGaps', () => {
  it('fills the days the server left out with zero buckets, in time order', () => {
    const filled = fillGaps(
      [p('2026-05-04T00:00:00Z', 2, '10.50'), p('2026-05-01T00:00:00Z', 1, '3')],
      'day',
      { from: '2026-05-01T00:00:00Z', to: '2026-05-05T23:59:59Z' },
    );
    expect(shape(filled)).toEqual([
      '2026-05-01T00:00 1 3',
      '2026-05-02T00:00 0 0',
      '2026-05-03T00:00 0 0',
      '2026-05-04T00:00 2 10.50',
      '2026-05-05T00:00 0 0',
    ]);
  });

  it('keeps the server strings of the points it had', () => {
    const [first] = fillGaps([p('2026-05-01T00:00:00+00:00', 4, '0.00000001')], 'day');
    expect(first).toEqual(p('2026-05-01T00:00:00+00:00', 4, '0.00000001'));
  });

  it('steps months by the calendar, across a year end', () => {
    const filled = fillGaps([p('2026-02-01T00:00:00Z', 1, '1')], 'month', {
      from: '2025-11-15T10:00:00Z',
      to: '2026-03-31T00:00:00Z',
    });
    expect(filled.map((x) => bucketLabel(x.at, 'month'))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('reads a `to` on a bucket start as the exclusive end the server sends', () => {
    const range = { from: '2026-05-01T00:00:00.000Z', to: '2026-05-04T00:00:00.000Z' };
    expect(fillGaps([], 'day', range).map((x) => bucketLabel(x.at, 'day'))).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
    ]);
    const months = { from: '2025-06-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' };
    expect(fillGaps([], 'month', months)).toHaveLength(12);
  });

  it('steps hours and spans a day end', () => {
    const filled = fillGaps([p('2026-05-01T22:00:00Z', 1, '5')], 'hour', {
      to: '2026-05-02T01:30:00Z',
    });
    expect(filled.map((x) => bucketLabel(x.at, 'hour'))).toEqual([
      '2026-05-01 22:00',
      '2026-05-01 23:00',
      '2026-05-02 00:00',
      '2026-05-02 01:00',
    ]);
  });

  it('widens the range to points outside it and merges points of one bucket exactly', () => {
    const filled = fillGaps(
      [p('2026-05-03T10:00:00Z', 1, '0.1'), p('2026-05-03T18:00:00Z', 2, '0.2')],
      'day',
      { from: '2026-05-04T00:00:00Z', to: '2026-05-04T00:00:00Z' },
    );
    expect(shape(filled)).toEqual(['2026-05-03T10:00 3 0.3', '2026-05-04T00:00 0 0']);
  });

  it('tolerates missing and malformed input', () => {
    expect(fillGaps(undefined, 'day')).toEqual([]);
    expect(fillGaps([], 'day', { from: 'nonsense' })).toEqual([]);
    const bad = [
      { at: 'not a date', count: 1, amount: '1' },
      { at: '2026-05-01T00:00:00Z', count: Number.NaN, amount: 'abc' },
    ];
    expect(shape(fillGaps(bad, 'day'))).toEqual(['2026-05-01T00:00 0 0']);
    expect(fillGaps([], 'day', { from: '2026-05-01T00:00:00Z' })).toHaveLength(1);
  });

  it('keeps only the latest buckets of a too long range', () => {
    const filled = fillGaps(
      [],
      'hour',
      { from: '2020-01-01T00:00:00Z', to: '2026-05-01T00:00:00Z' },
      24,
    );
    expect(filled).toHaveLength(24);
    expect(bucketLabel(filled[23]?.at ?? '', 'hour')).toBe('2026-04-30 23:00');
    expect(bucketLabel(filled[0]?.at ?? '', 'hour')).toBe('2026-04-30 00:00');
  });
});

describe('buckets and labels', () => {
  it('truncates to the bucket start in UTC', () => {
    const ms = Date.parse('2026-05-14T13:45:12Z');
    expect(new Date(bucketStart(ms, 'hour')).toISOString()).toBe('2026-05-14T13:00:00.000Z');
    expect(new Date(bucketStart(ms, 'day')).toISOString()).toBe('2026-05-14T00:00:00.000Z');
    expect(new Date(bucketStart(ms, 'month')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('labels per granularity, returning unparsable input unchanged', () => {
    expect(bucketLabel('2026-05-14T13:00:00Z', 'month')).toBe('2026-05');
    expect(bucketLabel('2026-05-14T13:00:00Z', 'day')).toBe('2026-05-14');
    expect(bucketLabel('2026-05-14T13:00:00Z', 'hour')).toBe('2026-05-14 13:00');
    expect(bucketLabel('soon', 'day')).toBe('soon');
  });

  it('recognises granularities', () => {
    expect(['month', 'day', 'hour', 'week', 1].map(isGranularity)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('series', () => {
  // Without granularity and range on purpose: the readers need only the series.
  const volume = {
    series: [
      { currency: 'EUR', points: [p('2026-05-01T00:00:00Z', 1, '1')] },
      { currency: 'BTC', points: [] },
      { currency: 'EUR', points: [] },
    ],
  } as unknown as TransactionVolume;

  it('falls back to the busiest series, the first of equals', () => {
    const busy = {
      series: [
        { currency: 'BTC', points: [p('2026-05-01T00:00:00Z', 1, '1.25')] },
        {
          currency: 'GBP',
          points: [p('2026-05-01T00:00:00Z', 3, '5'), p('2026-05-02T00:00:00Z', 4, '7')],
        },
        { currency: 'EUR', points: [p('2026-05-01T00:00:00Z', 7, '9')] },
      ],
    } as unknown as TransactionVolume;
    expect(pickSeries(busy, null)?.currency).toBe('GBP');
    expect(pickSeries(busy, 'BTC')?.currency).toBe('BTC');
  });

  it('lists each currency once and picks a series, falling back to the first', () => {
    expect(seriesCurrencies(volume)).toEqual(['EUR', 'BTC']);
    expect(seriesCurrencies(undefined)).toEqual([]);
    expect(pickSeries(volume, 'BTC')?.currency).toBe('BTC');
    expect(pickSeries(volume, 'USD')?.currency).toBe('EUR');
    expect(pickSeries({} as TransactionVolume, 'USD')).toBeNull();
  });

  it('adds a series up exactly: 0.1 + 0.2 is 0.3, and 18 decimals survive', () => {
    const points = [p('a', 1, '0.1'), p('b', 2, '0.2'), p('c', 0, '0.000000000000000001')];
    expect(seriesTotal(points)).toEqual({ count: 3, amount: '0.300000000000000001' });
    expect(seriesTotal([])).toEqual({ count: 0, amount: '0' });
  });
});
