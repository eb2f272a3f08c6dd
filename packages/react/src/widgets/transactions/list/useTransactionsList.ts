import type { ManagerTransactionMode } from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import type { Resource } from '../../../hooks/useCached.js';
import type { ListLoader } from '../../../lists/useListPage.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import {
  isOwnSource,
  type TransactionSource,
  transactionListPath,
  transactionRequestQuery,
} from './transactionListRules.js';

const NO_ACCOUNTS: Resource<BankAccount[]> = { status: 'ready', data: [] };

/** What the transaction list needs from the server. */
export interface TransactionsListData {
  /** The company's accounts, for the account filter and column (5 min cache, AC-9). */
  accounts: Resource<BankAccount[]>;
  /** Loads a page of `GET manager/transactions` in the mode, with the list's filters. */
  load: ListLoader<Transaction>;
  /** The path the pages come from: the list loads again when money moved (`moneyMoved`). */
  path: string;
}

/**
 * Binds the transaction list to the client: accounts through the cache, pages on demand
 * from the source's path (the company's own, its affiliates' or white-labeled children's).
 */
export function useTransactionsList(
  mode: ManagerTransactionMode,
  source: TransactionSource = 'company',
): TransactionsListData {
  const client = useFlexportalClient();
  // The accounts every screen shares: one request serves them all. Another company's rows
  // name none of them, so those lists neither filter nor name by them.
  const shared = useBankAccounts();
  const accounts = isOwnSource(source) ? shared : NO_ACCOUNTS;
  const path = transactionListPath(source);
  const load = useCallback<ListLoader<Transaction>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<Transaction>(
        path,
        { page, per_page },
        { query: transactionRequestQuery(mode, filters), signal },
      ),
    [client, mode, path],
  );
  return { accounts, load, path };
}
