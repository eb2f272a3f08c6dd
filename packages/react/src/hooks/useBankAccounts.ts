import { BANK_ACCOUNTS_READ } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import type { Resource } from './useCached.js';
import { useSharedRead } from './useSharedRead.js';

/**
 * Cache key of the company's accounts. Every account view (the accounts screen, the
 * withdrawal's account select, the dashboard's balances, list filters) reads this one key,
 * so invalidating it after a change reloads them all.
 */
export const BANK_ACCOUNTS_KEY = BANK_ACCOUNTS_READ.key;

/**
 * The company's accounts: page 1, 100 per page (PP-3.1-03, PP-7.4-21), cached 5 minutes
 * (PP-9-06) and shared by every screen on the client.
 */
export function useBankAccounts(): Resource<BankAccount[]> {
  return useSharedRead(BANK_ACCOUNTS_READ);
}
