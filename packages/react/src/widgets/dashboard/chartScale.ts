import {
  addDecimal,
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  trimZeros,
} from '@flexportal/core';

// Steps a scale may take, times a power of ten: 1, 2, 2.5, 5 (and 10, the next power).
const NICE = ['1', '2', '2.5', '5', '10'] as const;

/** `10^k` as a decimal string ("1000", "0.01"). */
function powerOfTen(k: number): string {
  return k >= 0 ? `1${'0'.repeat(k)}` : `0.${'0'.repeat(-k - 1)}1`;
}

/** The power of ten of a positive decimal's first significant digit ("1234.5" -> 3, "0.042" -> -2). */
function magnitude(value: string): number {
  const [int = '0', frac = ''] = trimZeros(value).split('.');
  const whole = int.replace(/^0+/, '');
  if (whole) return whole.length - 1;
  return -((frac.match(/^0*/)?.[0].length ?? 0) + 1);
}

/**
 * The ticks of a value axis from 0 to at least `max`, in round steps (1, 2, 2.5 or 5 times a
 * power of ten), about `steps` of them: decimal strings computed exactly, never through a
 * float ("1525191.25" -> 0, 500000, ..., 2000000). The last tick is the top of the scale.
 * A `max` of zero or less, or not a decimal, gives only "0".
 */
export function axisTicks(max: string, steps = 4): string[] {
  let top: string;
  try {
    if (compareDecimal(max, '0') <= 0) return ['0'];
    top = max;
  } catch {
    return ['0'];
  }
  const raw = divideDecimal(top, String(steps), 12);
  if (compareDecimal(raw, '0') <= 0) return ['0', trimZeros(top)];
  const k = magnitude(raw);
  const places = Math.max(0, -k + 1);
  const base = powerOfTen(k);
  const step =
    NICE.map((m) => trimZeros(multiplyDecimal(base, m, places))).find(
      (c) => compareDecimal(c, raw) >= 0,
    ) ?? trimZeros(multiplyDecimal(base, '10', places));
  const ticks = ['0'];
  let tick = '0';
  while (compareDecimal(tick, top) < 0) {
    tick = trimZeros(addDecimal(tick, step));
    ticks.push(tick);
  }
  return ticks;
}

/**
 * Which of `count` bars get a label under the axis, at most about `maxLabels` so they never
 * crowd: the first, the last, and evenly spaced ones between.
 */
export function labelledBars(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  const n = Math.max(2, Math.min(count, Math.floor(maxLabels)));
  if (count === 1) return [0];
  const every = Math.ceil((count - 1) / (n - 1));
  const out: number[] = [];
  for (let i = 0; i < count - 1; i += every) out.push(i);
  const last = count - 1;
  // The last bar is labelled; a label too close before it gives way.
  if (out.length > 1 && last - (out[out.length - 1] as number) < every / 2) out.pop();
  out.push(last);
  return out;
}
