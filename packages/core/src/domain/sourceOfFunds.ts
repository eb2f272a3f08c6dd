import type { CoreMessage } from '../errors/texts.js';

/**
 * Company source of funds ids and the codes of their labels (PP-3.2-11): 1 Business,
 * 2 Customer in the widgets' `en` catalogue.
 */
export const SOURCE_OF_FUNDS = Object.freeze({
  1: 'transaction.sourceBusiness',
  2: 'transaction.sourceCustomer',
} as const);
/** A valid source_id. */
export type SourceOfFundsId = keyof typeof SOURCE_OF_FUNDS;

/**
 * Codes of the source-of-funds prompt, its placeholder and its success message (PP-8-14,
 * PP-8-15); the spec's English ('Select source of funds', 'required', 'Transaction {name}
 * updated successfully!') is in the widgets' `en` catalogue.
 */
export const SOURCE_OF_FUNDS_CODE = Object.freeze({
  prompt: 'transaction.sourcePrompt',
  placeholder: 'transaction.sourcePlaceholder',
  updated: 'transaction.sourceUpdated',
} as const);

/** The success message for a transaction name (PP-8-14). */
export function sourceOfFundsUpdatedMessage(
  name: string,
): CoreMessage<typeof SOURCE_OF_FUNDS_CODE.updated> {
  return { code: SOURCE_OF_FUNDS_CODE.updated, params: { name } };
}

/**
 * Checks a source_id (PP-5-21): returns 1 or 2, or null for anything else after logging
 * it (an invalid value is only logged, never shown, so the log line stays English).
 */
export function checkSourceOfFunds(
  value: unknown,
  log: (message: string, value: unknown) => void = console.warn,
): SourceOfFundsId | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (n === 1 || n === 2) return n;
  log('Invalid source of funds', value);
  return null;
}
