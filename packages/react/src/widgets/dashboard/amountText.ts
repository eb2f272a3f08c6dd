import { displayAmount } from '@flexportal/core';

/**
 * An amount as shown (PP-5-20, core's `displayAmount`); null, undefined or empty shows as
 * a dash: never a guessed 0.
 */
export function amountText(value: string | null | undefined, subUnit?: number | null): string {
  if (value === null || value === undefined || value === '') return '–';
  return displayAmount(value, subUnit);
}
