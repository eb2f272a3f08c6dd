import { isDecimal } from './decimal.js';

/** Default amounts of the forms (PP-3.3, PP-9), as decimal strings. */
export const DEFAULT_AMOUNTS = Object.freeze({
  base: '100',
  withdrawal: '100',
  transfer: '100',
  exchange: '100',
  convert: '1',
  cryptoWithdraw: '0.001',
  cryptoReceive: '0.001',
} as const);

/**
 * The amount to start a draft with (PP-3.3-02): the given one when it is numeric (a
 * decimal string or finite number), else the form's default (100 for the base model).
 */
export function amountOrDefault(value: unknown, fallback: string = DEFAULT_AMOUNTS.base): string {
  const v = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return isDecimal(v) ? v.trim() : fallback;
}
