/**
 * Money arithmetic on decimal strings with BigInt-scaled integers (18 decimals, like the
 * NUMERIC(36,18) columns). No float ever touches an amount.
 */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** "12.5" -> 12500000000000000000n. Throws on anything that is not a plain decimal. */
export function toUnits(value: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,18}))?$/.exec(value.trim());
  if (!m) throw new Error(`Not a decimal: ${value}`);
  const units = BigInt(m[2] as string) * ONE + BigInt((m[3] ?? '').padEnd(SCALE, '0') || '0');
  return m[1] ? -units : units;
}

/** Units back to the shortest decimal string ("12.5", "0", "-0.000000000000000001"). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const int = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** Units formatted with exactly `decimals` places (rounded half up first). */
export function formatFixed(units: bigint, decimals: number): string {
  const rounded = roundUnits(units, decimals);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const int = abs / ONE;
  if (decimals === 0) return `${negative ? '-' : ''}${int}`;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${int}.${frac}`;
}

/** 10^(18 - d) for each d of 0..18: rounding a 10,000-row import computes no power. */
const STEPS = Array.from({ length: SCALE + 1 }, (_, d) => 10n ** BigInt(SCALE - d));

/** Rounds half away from zero to `decimals` places, still in units. */
export function roundUnits(units: bigint, decimals: number): bigint {
  const step = STEPS[decimals] ?? 10n ** BigInt(SCALE - decimals);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const q = (abs + step / 2n) / step;
  return (negative ? -q : q) * step;
}

/** units * numerator / denominator, rounded half up to `decimals` places. */
export function mulRatio(units: bigint, numerator: bigint, denominator: bigint, decimals = 18) {
  const raw = (units * numerator * 2n + denominator) / (2n * denominator);
  return roundUnits(raw, decimals);
}

/** Number of decimal places written in a decimal string. */
export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** The larger of two unit amounts. */
export const maxUnits = (a: bigint, b: bigint): bigint => (a > b ? a : b);
