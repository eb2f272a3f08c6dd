/** Company source of funds ids and labels (PP-3.2-11). */
export const SOURCE_OF_FUNDS = Object.freeze({ 1: 'Business', 2: 'Customer' } as const);
/** A valid source_id. */
export type SourceOfFundsId = keyof typeof SOURCE_OF_FUNDS;

/** Texts of the source-of-funds prompt and its success message (PP-8-14, PP-8-15). */
export const SOURCE_OF_FUNDS_TEXT = Object.freeze({
  prompt: 'Select source of funds',
  placeholder: 'required',
  updated: 'Transaction {name} updated successfully!',
});

/** The success message for a transaction name (PP-8-14). */
export function sourceOfFundsUpdatedMessage(name: string): string {
  return SOURCE_OF_FUNDS_TEXT.updated.replace('{name}', name);
}

/**
 * Checks a source_id (PP-5-21): returns 1 or 2, or null for anything else after logging
 * it (an invalid value is only logged, never shown).
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
