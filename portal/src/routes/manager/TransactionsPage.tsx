import { canCreatePayments, managerTransactionMode } from '@flexportal/core';
import { Transactions } from '@flexportal/react/transactions';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useSimplifiedTables } from '../../app/lists/simplifiedTables.js';
import {
  normalizeTransactionQuery,
  transactionSourceOfPath,
} from '../../app/lists/transactionQuery.js';
import { useSearchListState } from '../../app/lists/useSearchListState.js';
import { auth } from '../../app/portalClient.js';

/**
 * manager.transactions.{settled|progress|denied}: the transaction list, its filters and
 * page in the URL (AC-2query), rows linking to the overview for those who may open it.
 * Also manager.affiliates.transactions and manager.white-labeled.transactions: the same
 * list of the affiliates' or white-labeled children's transactions (AC-7mgr-28/29).
 */
export default function TransactionsPage() {
  const simplified = useSimplifiedTables();
  const { pathname } = useLocation();
  const mode = managerTransactionMode(pathname.split('/').pop());
  const source = transactionSourceOfPath(pathname);
  const list = useSearchListState(normalizeTransactionQuery);
  // The overview is a payment route (PP-2.3-08, PP-6-03): a reader's rows do not link there.
  const canOpen = useStore(auth.store, (s) => canCreatePayments(s.user));
  return (
    <Transactions
      simplified={simplified}
      // Each mode is its own list: its page and rows do not carry over.
      key={`${source}|${mode}`}
      mode={mode}
      source={source}
      {...list}
      {...(canOpen ? { transactionHref: '/manager/transactions/{id}' } : {})}
    />
  );
}
