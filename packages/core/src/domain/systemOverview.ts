import { divideDecimal } from './decimal.js';

/** The subpages of the system overview, `/admin/system/{subpage}` (AC-2admin-16). */
export const SYSTEM_SUBPAGES = [
  'rabbitmq',
  'cpu',
  'hdd',
  'crm_queue_upsert',
  'crm_queue_tags',
] as const;

/** One subpage of the system overview. */
export type SystemSubpage = (typeof SYSTEM_SUBPAGES)[number];

/** The overview refreshes every 20 s unless told otherwise (AC-9-03). */
export const SYSTEM_REFRESH_SECONDS = 20;

/** Samples the overview asks for (`per_page` of `a/system/{x}`, AC-7admin-16). */
export const SYSTEM_SAMPLES = 30;

/** Bytes in one GB as the spec counts them: 1024³ (AC-9-04). */
export const BYTES_PER_GB = '1073741824';

const WHOLE = /^\d{1,30}$/;

/** True for one of {@link SYSTEM_SUBPAGES}. */
export function isSystemSubpage(value: unknown): value is SystemSubpage {
  return (SYSTEM_SUBPAGES as readonly unknown[]).includes(value);
}

/**
 * Bytes (a whole number, as a decimal string or a safe integer) in GB, bytes / 1073741824,
 * to `places` decimals (AC-9-04), in exact decimal arithmetic: no float ever rounds it.
 * Null for anything that is not a whole, non-negative number of bytes.
 */
export function bytesToGb(bytes: unknown, places = 2): string | null {
  const text =
    typeof bytes === 'number' && Number.isSafeInteger(bytes) && bytes >= 0 ? String(bytes) : bytes;
  if (typeof text !== 'string' || !WHOLE.test(text)) return null;
  return divideDecimal(text, BYTES_PER_GB, places);
}

/**
 * The refresh interval in seconds: the screen's own when it is a whole number of 1 to 3600
 * seconds, else the spec's default of 20 (AC-9-03).
 */
export function systemRefreshSeconds(requested: unknown): number {
  return typeof requested === 'number' &&
    Number.isInteger(requested) &&
    requested >= 1 &&
    requested <= 3600
    ? requested
    : SYSTEM_REFRESH_SECONDS;
}

/** One sample of `a/system/{x}` as it arrives: its time and its fields. */
export type SystemSample = Readonly<Record<string, unknown>> & { at?: unknown };

/** One bar of the overview's chart: when, and the value as a decimal string. */
interface SystemPoint {
  at: string;
  value: string;
}

/** What the overview shows of a series: whether it has a source, the bars, their scale. */
export interface SystemChart {
  /** False when the sandbox has nothing behind the series (`available: false`). */
  available: boolean;
  /** What the values count: load average, GB used, jobs waiting or running. */
  unit: 'load' | 'gb' | 'jobs';
  /** Oldest first. */
  points: SystemPoint[];
  /** The top of the scale when the series has one (the disk's size), else the largest value. */
  max: string | null;
}

const plain = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e15
    ? // Up to 6 decimals, no exponent; trailing zeros dropped.
      value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '')
    : null;

/**
 * The chart of one subpage from its samples (oldest first): cpu charts the 1-minute load,
 * hdd the used space in GB against the disk's size, the queues their jobs waiting and
 * running. Samples without a time or a readable value are left out. A series whose newest
 * sample says `available: false` has no source: no points.
 */
export function systemChart(subpage: SystemSubpage, samples: readonly SystemSample[]): SystemChart {
  const latest = samples[samples.length - 1];
  const unit = subpage === 'cpu' ? 'load' : subpage === 'hdd' ? 'gb' : 'jobs';
  if (latest?.available === false) return { available: false, unit, points: [], max: null };
  const points: SystemPoint[] = [];
  for (const s of samples) {
    if (typeof s.at !== 'string') continue;
    const value =
      subpage === 'cpu'
        ? plain(s.load_1m)
        : subpage === 'hdd'
          ? bytesToGb(s.used)
          : plain(s.messages);
    if (value !== null) points.push({ at: s.at, value });
  }
  const max = subpage === 'hdd' && latest ? bytesToGb(latest.total) : null;
  return { available: true, unit, points, max };
}
