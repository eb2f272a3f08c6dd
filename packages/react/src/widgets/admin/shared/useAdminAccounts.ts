import { CACHE_TTL } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** The cache key of every company's accounts as the administrator reads them. */
export const ADMIN_ACCOUNTS_KEY = 'a/bank-accounts';

/** A company account as the administrator's screens offer it, with the company's id. */
export type AdminAccount = Pick<
  BankAccount,
  'id' | 'name' | 'currency' | 'available_balance' | 'sub_unit'
> & { company_id?: number | null | undefined };

/**
 * Every company's accounts (first 100), shared through the client's cache by the top-up and
 * the integrity check; invalidating {@link ADMIN_ACCOUNTS_KEY} reads them again.
 */
export function useAdminAccounts(): Resource<AdminAccount[]> {
  const client = useFlexportalClient();
  return useCached<AdminAccount[]>(
    ADMIN_ACCOUNTS_KEY,
    () =>
      client.http
        .list<AdminAccount>(ADMIN_ACCOUNTS_KEY, { page: 1, per_page: 100 })
        .then((r) => r.items),
    CACHE_TTL.accounts,
  );
}
