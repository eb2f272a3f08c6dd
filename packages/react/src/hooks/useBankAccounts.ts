import { CACHE_TTL } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { type Resource, useCached } from './useCached.js';

/**
 * Cache key of the company's accounts. Every account view (the accounts screen, the
 * withdrawal's account select, the dashboard's balances, list filters) reads this one key,
 * so invalidating it after a change reloads them all.
 */
export const BANK_ACCOUNTS_KEY = 'manager/bank-accounts';

/**
 * The company's accounts: page 1, 100 per page (PP-3.1-03, PP-7.4-21), cached 5 minutes
 * (PP-9-06) and shared by every screen on the client.
 */
export function useBankAccounts(): Resource<BankAccount[]> {
  const client = useFlexportalClient();
  const load = useCallback(
    async () =>
      (await client.http.list<BankAccount>(BANK_ACCOUNTS_KEY, { page: 1, per_page: 100 })).items,
    [client],
  );
  return useCached<BankAccount[]>(BANK_ACCOUNTS_KEY, load, CACHE_TTL.accounts);
}
