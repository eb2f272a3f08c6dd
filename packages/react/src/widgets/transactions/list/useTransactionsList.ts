import type { ManagerTransactionMode } from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import type { Resource } from '../../../hooks/useCached.js';
import type { ListLoader } from '../../../lists/useListPage.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { transactionRequestQuery } from './transactionListRules.js';

/** What the transaction list needs from the server. */
export interface TransactionsListData {
  /** The company's accounts, for the account filter and column (5 min cache, AC-9). */
  accounts: Resource<BankAccount[]>;
  /** Loads a page of `GET manager/transactions` in the mode, with the list's filters. */
  load: ListLoader<Transaction>;
}

/** Binds the transaction list to the client: accounts through the cache, pages on demand. */
export function useTransactionsList(mode: ManagerTransactionMode): TransactionsListData {
  const client = useFlexportalClient();
  // The accounts every screen shares: one request serves them all.
  const accounts = useBankAccounts();
  const load = useCallback<ListLoader<Transaction>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<Transaction>(
        'manager/transactions',
        { page, per_page },
        { query: transactionRequestQuery(mode, filters), signal },
      ),
    [client, mode],
  );
  return { accounts, load };
}
