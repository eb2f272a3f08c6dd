import type { TransactionVolume } from '@flexportal/core/contract';

/** One row of `GET a/system/transaction-volume`: a day (YYYY-MM-DD, UTC) and a currency. */
export interface AdminVolumeRow {
  date: string;
  currency: string;
  count: number;
  amount: string;
}

/** One row of `GET a/system/activities-volume-by-type`. */
export interface ActivityVolumeRow {
  type: string;
  count: number;
}

const DAY = 86_400_000;

const count = (s: TransactionVolume['series'][number]) => s.points.reduce((n, p) => n + p.count, 0);

/**
 * The system-wide daily volume in the manager dashboard's shape (one series a currency,
 * daily buckets over [now - days, now]), so the administrator's chart is the same chart
 * and the same gap filling. Rows with a malformed date are dropped.
 */
export function adminVolume(
  rows: readonly AdminVolumeRow[],
  days: number,
  now: number,
): TransactionVolume {
  const series = new Map<string, TransactionVolume['series'][number]>();
  for (const r of rows) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(r.date)) continue;
    const s = series.get(r.currency) ?? { currency: r.currency, points: [] };
    s.points.push({ at: `${r.date}T00:00:00.000Z`, count: r.count, amount: r.amount });
    series.set(r.currency, s);
  }
  const today = Math.floor(now / DAY) * DAY;
  return {
    granularity: 'day',
    from: new Date(today - (days - 1) * DAY).toISOString(),
    to: new Date(today + DAY).toISOString(),
    // The busiest currency first: it is the one the chart opens with.
    series: [...series.values()].sort(
      (a, b) => count(b) - count(a) || a.currency.localeCompare(b.currency),
    ),
  };
}

/** Activity types by count, largest first (ties by name), for the bars. */
export function activitiesByCount(rows: readonly ActivityVolumeRow[]): ActivityVolumeRow[] {
  return [...rows]
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}
