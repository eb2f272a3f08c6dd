import type { Cache } from './createCache.js';
import { BANK_ACCOUNTS_READ } from './sharedReads.js';

/**
 * What a move of money makes stale, for every screen on the page that shows it: the
 * balances (accounts, the dashboard, every payment form's source), the transaction lists,
 * their counts and each transaction.
 */
export const MONEY_MOVED_KEYS: readonly string[] = Object.freeze([
  BANK_ACCOUNTS_READ.key,
  'manager/transactions',
  'manager/transactions-metadata',
]);

/**
 * Money moved (a payment was created, a transaction denied, funds sent): every screen of
 * this client, on this page, reads its balances and lists again. The one call every
 * money-moving screen makes on success, and what a host's refresh does (docs/embedding.md,
 * "Screens on one page").
 */
export function moneyMoved(cache: Cache): void {
  for (const key of MONEY_MOVED_KEYS) cache.invalidate(key);
}
