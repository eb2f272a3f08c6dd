import { addDecimal, isDecimal } from '@flexportal/core';
import type {
  Granularity,
  TransactionVolume,
  VolumePoint,
  VolumeSeries,
} from '@flexportal/core/contract';

/** The chart's granularities in the order the switch offers them (spec 3). */
export const GRANULARITIES: readonly Granularity[] = ['month', 'day', 'hour'];

/** The granularity the chart opens on. */
export const DEFAULT_GRANULARITY: Granularity = 'day';

/**
 * Most buckets a filled series keeps (the latest ones): a month of hours is 744, so this
 * covers every default range while a broken one (years of hours) cannot freeze the page.
 */
const MAX_BUCKETS = 1000;

/** True when `value` names a granularity (props arrive as strings from attributes). */
export function isGranularity(value: unknown): value is Granularity {
  return GRANULARITIES.includes(value as Granularity);
}

// Buckets are UTC: the server sends bucket starts as UTC instants, and UTC has no
// daylight-saving days of 23 or 25 hours.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Start of the bucket holding `ms` (epoch milliseconds, UTC). */
export function bucketStart(ms: number, granularity: Granularity): number {
  const d = new Date(ms);
  if (granularity === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  if (granularity === 'day') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.floor(ms / HOUR) * HOUR;
}

/** Start of the bucket before the one starting at `start`. */
function previousBucket(start: number, granularity: Granularity): number {
  if (granularity === 'hour') return start - HOUR;
  if (granularity === 'day') return start - DAY;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
}

const instant = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Every bucket from the range's first to its last, in time order, with the buckets the
 * server left out (it omits empty ones) filled with count 0 and amount "0". The range is
 * `from` to `to` (exclusive when `to` is a bucket start) widened to cover every point;
 * without either it is the points' own span.
 * Points of one bucket are merged (amounts added exactly); points without a valid time
 * are dropped. Keeps at most `max` buckets, the latest.
 */
export function fillGaps(
  points: readonly VolumePoint[] | undefined,
  granularity: Granularity,
  range: { from?: string | undefined; to?: string | undefined } = {},
  max: number = MAX_BUCKETS,
): VolumePoint[] {
  const byBucket = new Map<number, VolumePoint>();
  for (const p of points ?? []) {
    const at = instant(p?.at);
    if (Number.isNaN(at)) continue;
    const key = bucketStart(at, granularity);
    const count = typeof p.count === 'number' && Number.isFinite(p.count) ? p.count : 0;
    const amount = isDecimal(p.amount) ? p.amount : '0';
    const seen = byBucket.get(key);
    byBucket.set(
      key,
      seen
        ? { at: seen.at, count: seen.count + count, amount: addDecimal(seen.amount, amount) }
        : { at: p.at, count, amount },
    );
  }
  const edges = [...byBucket.keys()];
  const from = instant(range.from);
  const to = instant(range.to);
  if (!Number.isNaN(from)) edges.push(bucketStart(from, granularity));
  if (!Number.isNaN(to)) {
    // The server's range is [from, to): a `to` exactly on a bucket start ends the range
    // before that bucket; any other `to` (an inclusive end such as 23:59:59) keeps its own.
    const start = bucketStart(to, granularity);
    edges.push(start === to ? previousBucket(start, granularity) : start);
  }
  if (edges.length === 0) return [];
  const first = Math.min(...edges);
  const filled: VolumePoint[] = [];
  // Walk back from the last bucket so the cap keeps the latest ones.
  for (let b = Math.max(...edges); b >= first && filled.length < max; ) {
    filled.push(byBucket.get(b) ?? { at: new Date(b).toISOString(), count: 0, amount: '0' });
    b = previousBucket(b, granularity);
  }
  return filled.reverse();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A bucket's label in UTC, ISO style so it reads the same in every locale and sorts:
 * month "2026-05", day "2026-05-14", hour "2026-05-14 13:00". Unparsable input is
 * returned as it came.
 */
export function bucketLabel(at: string, granularity: Granularity): string {
  const ms = instant(at);
  if (Number.isNaN(ms)) return at;
  const d = new Date(ms);
  const month = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  if (granularity === 'month') return month;
  const day = `${month}-${pad(d.getUTCDate())}`;
  return granularity === 'day' ? day : `${day} ${pad(d.getUTCHours())}:00`;
}

/** The currencies of the answer's series, each once, in the server's order. */
export function seriesCurrencies(volume: TransactionVolume | null | undefined): string[] {
  const codes = (volume?.series ?? []).map((s) => s?.currency).filter(Boolean) as string[];
  return [...new Set(codes)];
}

/**
 * The series of `currency`, or when that currency has none the busiest one (most
 * transactions; the server's first of equals), so the chart opens on the currency with the
 * most bars, not on one with a single bar (issue 38).
 */
export function pickSeries(
  volume: TransactionVolume | null | undefined,
  currency: string | null | undefined,
): VolumeSeries | null {
  const all = (volume?.series ?? []).filter((s) => s?.currency);
  const chosen = all.find((s) => s.currency === currency);
  if (chosen) return chosen;
  const count = (s: VolumeSeries) => (s.points ?? []).reduce((n, p) => n + (p?.count ?? 0), 0);
  return all.reduce<VolumeSeries | null>(
    (best, s) => (best === null || count(s) > count(best) ? s : best),
    null,
  );
}

/** Transactions and exact amount of a series' points added up. */
export function seriesTotal(points: readonly VolumePoint[]): { count: number; amount: string } {
  return points.reduce(
    (sum, p) => ({ count: sum.count + p.count, amount: addDecimal(sum.amount, p.amount) }),
    { count: 0, amount: '0' },
  );
}
