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

/**
 * An amount for display (PP-5-20), the one rule every screen uses: the server's exact
 * string when it has no more decimals than allowed (8, or fewer by `sub_unit`), otherwise
 * rounded half-up to that many, exactly (never through a float). So "10.50" stays "10.50"
 * in a list, an overview and a total alike. Non-decimal input is returned unchanged.
 */
export function displayAmount(amount: string, subUnit?: number | null): string {
  if (!isDecimal(amount)) return amount;
  const limit =
    typeof subUnit === 'number' && subUnit >= 0
      ? Math.min(subUnit, MAX_DISPLAY_DECIMALS)
      : MAX_DISPLAY_DECIMALS;
  const decimals = amount.split('.')[1]?.length ?? 0;
  return decimals <= limit ? amount : formatScaled(rescale(parseDecimal(amount), limit));
}
