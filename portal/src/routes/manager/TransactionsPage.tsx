import { canCreatePayments } from '@flexportal/core';
import { type TransactionMode, Transactions } from '@flexportal/react/transactions';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useSimplifiedTables } from '../../app/lists/simplifiedTables.js';
import { normalizeTransactionQuery } from '../../app/lists/transactionQuery.js';
import { useSearchListState } from '../../app/lists/useSearchListState.js';
import { auth } from '../../app/portalClient.js';

const MODES: readonly TransactionMode[] = ['settled', 'progress', 'denied'];

/**
 * manager.transactions.{settled|progress|denied}: the transaction list, its filters and
 * page in the URL (AC-2query), rows linking to the overview for those who may open it.
 */
export default function TransactionsPage() {
  const simplified = useSimplifiedTables();
  const { pathname } = useLocation();
  const last = pathname.split('/').pop() as TransactionMode;
  const mode = MODES.includes(last) ? last : 'settled';
  const list = useSearchListState(normalizeTransactionQuery);
  // The overview is a payment route (PP-2.3-08, PP-6-03): a reader's rows do not link there.
  const canOpen = useStore(auth.store, (s) => canCreatePayments(s.user));
  return (
    <Transactions
      simplified={simplified}
      // Each mode is its own list: its page and rows do not carry over.
      key={mode}
      mode={mode}
      {...list}
      {...(canOpen ? { transactionHref: '/manager/transactions/{id}' } : {})}
    />
  );
}
