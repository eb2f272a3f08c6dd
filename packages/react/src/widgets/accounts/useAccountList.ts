import { CACHE_TTL } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { logLoadFailure } from '../../hooks/logLoadFailure.js';
import { BANK_ACCOUNTS_KEY, useBankAccounts } from '../../hooks/useBankAccounts.js';
import type { Resource } from '../../hooks/useCached.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';

/** Cache key of the company's accounts, shared by every account view. */
const ACCOUNTS_KEY = BANK_ACCOUNTS_KEY;

/** The accounts list as loaded, and ways to load it again. */
export interface AccountList {
  /** The company's accounts (page 1, 100 per page). */
  accounts: Resource<BankAccount[]>;
  /** After a change: drops the cached list, so every reader loads page 1, 100 per page (PP-7.4-21). */
  reload: () => void;
  /** After a failed load: tries again (nothing is cached to drop). */
  retry: () => void;
}

/** The company's accounts: page 1, 100 per page (PP-3.1-03), cached 5 minutes (PP-9). */
export function useAccountList(): AccountList {
  const client = useFlexportalClient();
  const load = useCallback(
    async () =>
      (await client.http.list<BankAccount>(ACCOUNTS_KEY, { page: 1, per_page: 100 })).items,
    [client],
  );
  const accounts = useBankAccounts();
  const reload = useCallback(() => client.cache.invalidate(ACCOUNTS_KEY), [client]);
  // A successful load lands in the cache, which every reader of the key picks up.
  const retry = useCallback(() => {
    client.cache
      .get(ACCOUNTS_KEY, load, CACHE_TTL.accounts)
      .catch((error: unknown) => logLoadFailure(ACCOUNTS_KEY, error));
  }, [client, load]);
  return { accounts, reload, retry };
}
