/**
 * Exact decimal arithmetic on scaled BigInts. Money is carried as decimal strings
 * ("12.50"); nothing here touches a float.
 */

/** A decimal as an integer `units` scaled by `10^scale`. */
export interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  /** Number of decimals. */
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses a decimal string ("-1.25", "3", ".5"); throws on anything else. */
export function parseDecimal(value: string): Scaled {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: ${value}`);
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2] || '0'}${frac}`);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

/** True when the value parses as a decimal string. */
export function isDecimal(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    parseDecimal(value);
    return true;
  } catch {
    return false;
  }
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Divides rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return negative ? -q : q;
}

/** Rescales to `places` decimals, rounding half away from zero. */
export function rescale(value: Scaled, places: number): Scaled {
  if (places >= value.scale)
    return { units: value.units * pow10(places - value.scale), scale: places };
  return { units: divRound(value.units, pow10(value.scale - places)), scale: places };
}

/** Formats with exactly `scale` decimals. */
export function formatScaled(value: Scaled): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const int = digits.slice(0, digits.length - value.scale);
  const frac = value.scale > 0 ? `.${digits.slice(-value.scale)}` : '';
  const out = `${int}${frac}`;
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

/** Removes trailing zeros of the fraction ("1.500" -> "1.5", "2.00" -> "2"). */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * `a + b` exactly, keeping the larger number of decimals ("1.50" + "2.125" = "3.625").
 * Throws when either is not a decimal.
 */
export function addDecimal(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return formatScaled({ units: rescale(x, scale).units + rescale(y, scale).units, scale });
}

/** `a * b`, rounded to `places` decimals. */
export function multiplyDecimal(a: string, b: string, places: number): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return formatScaled(rescale({ units: x.units * y.units, scale: x.scale + y.scale }, places));
}

/** `a / b`, rounded to `places` decimals (half away from zero). Throws on zero `b`. */
export function divideDecimal(a: string, b: string, places: number): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  // a/b = (xu/10^xs) / (yu/10^ys) = xu * 10^(ys + places - xs) / yu, in units of 10^-places
  const shift = y.scale + places - x.scale;
  const n = shift >= 0 ? x.units * pow10(shift) : x.units;
  const d = shift >= 0 ? y.units : y.units * pow10(-shift);
  return formatScaled({ units: divRound(n, d), scale: places });
}

/** Rounds a decimal string to `places` decimals (half away from zero). */
export function roundDecimal(value: string, places: number): string {
  return formatScaled(rescale(parseDecimal(value), places));
}

/** Compares two decimal strings: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const s = Math.max(x.scale, y.scale);
  const d = rescale(x, s).units - rescale(y, s).units;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
