import { displayAmount, isDecimal, MAX_DISPLAY_DECIMALS } from '@flexportal/core';

/**
 * An amount as shown: the server's exact string, untouched, when it has no more decimals
 * than PP-5-20 allows (8, or the currency's sub_unit); otherwise rounded by core's exact
 * `displayAmount`. Null, undefined or a non-decimal shows as a dash: never a guessed 0.
 */
export function amountText(value: string | null | undefined, subUnit?: number | null): string {
  if (value === null || value === undefined || value === '') return '–';
  if (!isDecimal(value)) return value;
  const limit =
    typeof subUnit === 'number' && subUnit >= 0
      ? Math.min(subUnit, MAX_DISPLAY_DECIMALS)
      : MAX_DISPLAY_DECIMALS;
  const decimals = value.split('.')[1]?.length ?? 0;
  return decimals <= limit ? value : displayAmount(value, subUnit);
}
