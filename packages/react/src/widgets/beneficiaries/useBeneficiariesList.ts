import type { BankAccount, Beneficiary } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { useBankAccounts } from '../../hooks/useBankAccounts.js';
import type { Resource } from '../../hooks/useCached.js';
import type { ListFilters, ListLoader } from '../../lists/index.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';
import { beneficiarySearchQuery } from './beneficiaryQuery.js';

/** What the beneficiaries list needs from the server. */
export interface BeneficiariesListData {
  /** The company's accounts, for the account filter and column. */
  accounts: Resource<BankAccount[]>;
  /** Loads a page of `GET manager/transactions/agents` with the list's filters. */
  load: ListLoader<Beneficiary>;
}

/** The list's filter keys, the API's own query names (PP-7.4-19). */
export const BENEFICIARY_FILTER_KEYS: readonly string[] = ['search', 'bank_account_id'];

const one = (filters: ListFilters, key: string) => {
  const v = filters[key];
  return typeof v === 'string' ? v : undefined;
};

/** Binds the beneficiaries list to the client: accounts through the cache, pages on demand. */
export function useBeneficiariesList(): BeneficiariesListData {
  const client = useFlexportalClient();
  const accounts = useBankAccounts();
  const load = useCallback<ListLoader<Beneficiary>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<Beneficiary>(
        'manager/transactions/agents',
        { page, per_page },
        {
          query: beneficiarySearchQuery({
            search: one(filters, 'search'),
            bank_account_id: one(filters, 'bank_account_id'),
          }),
          signal,
        },
      ),
    [client],
  );
  return { accounts, load };
}
