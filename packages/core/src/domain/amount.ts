import {
  divideDecimal,
  formatScaled,
  isDecimal,
  multiplyDecimal,
  parseDecimal,
  rescale,
} from './decimal.js';

/** Decimal places used when an account gives no sub_unit (PP-5-19). */
export const DEFAULT_SUB_UNIT = 2;
/** Most decimals an amount is ever shown with (PP-5-20). */
export const MAX_DISPLAY_DECIMALS = 8;

/** Which side the user typed: buy multiplies by the rate, sell divides (PP-5-19). */
export type ConversionSide = 'buy' | 'sell';

function places(subUnit: number | null | undefined): number {
  return typeof subUnit === 'number' && Number.isInteger(subUnit) && subUnit >= 0
    ? subUnit
    : DEFAULT_SUB_UNIT;
}

/**
 * Converts an amount by a rate (PP-5-19): `buy` multiplies, `sell` divides, rounded half
 * away from zero to the target account's `sub_unit` (default 2). Decimal strings in and out.
 * Returns null when the amount or rate is not a decimal or the rate is zero.
 */
export function convertAmount(
  amount: string,
  rate: string,
  side: ConversionSide,
  subUnit?: number | null,
): string | null {
  if (!isDecimal(amount) || !isDecimal(rate)) return null;
  if (parseDecimal(rate).units === 0n) return null;
  const p = places(subUnit);
  return side === 'buy' ? multiplyDecimal(amount, rate, p) : divideDecimal(amount, rate, p);
}

/** Decimals an amount keeps however many of them are zeros ("49.90", not "49.9"). */
const KEPT_DECIMALS = 2;

/**
 * An amount for display (PP-5-20), the one rule every screen uses: up to 8 decimals, or
 * fewer by `sub_unit`, rounded half-up exactly (never through a float), and no padding
 * zeros past the second decimal, so a 6-decimal USDT balance of "49.900000" reads "49.90"
 * and "0.00210000" BTC reads "0.0021" (issue 38), while "10.50" stays "10.50" in a list, an
 * overview and a total alike. Non-decimal input is returned unchanged.
 */
export function displayAmount(amount: string, subUnit?: number | null): string {
  if (!isDecimal(amount)) return amount;
  const limit =
    typeof subUnit === 'number' && subUnit >= 0
      ? Math.min(subUnit, MAX_DISPLAY_DECIMALS)
      : MAX_DISPLAY_DECIMALS;
  const decimals = amount.split('.')[1]?.length ?? 0;
  const shown = decimals <= limit ? amount : formatScaled(rescale(parseDecimal(amount), limit));
  return unpad(shown, Math.min(KEPT_DECIMALS, limit));
}

/** Drops the fraction's trailing zeros past `keep` decimals ("1.500000" -> "1.50"). */
function unpad(amount: string, keep: number): string {
  const dot = amount.indexOf('.');
  if (dot < 0) return amount;
  let end = amount.length;
  while (end - dot - 1 > keep && amount[end - 1] === '0') end--;
  return amount.slice(0, end - dot - 1 === 0 ? dot : end);
}
