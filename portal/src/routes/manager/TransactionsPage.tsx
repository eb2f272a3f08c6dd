import { type TransactionMode, Transactions } from '@flexportal/react/transactions';
import { useLocation } from 'react-router';
import { useSimplifiedTables } from '../../app/lists/simplifiedTables.js';
import { normalizeTransactionQuery } from '../../app/lists/transactionQuery.js';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

const MODES: readonly TransactionMode[] = ['settled', 'progress', 'denied'];

/**
 * manager.transactions.{settled|progress|denied}: the transaction list, its filters and
 * page in the URL (AC-2query), rows linking to the overview.
 */
export default function TransactionsPage() {
  const simplified = useSimplifiedTables();
  const { pathname } = useLocation();
  const last = pathname.split('/').pop() as TransactionMode;
  const mode = MODES.includes(last) ? last : 'settled';
  const list = useSearchListState(normalizeTransactionQuery);
  return (
    <Transactions
      simplified={simplified}
      // Each mode is its own list: its page and rows do not carry over.
      key={mode}
      mode={mode}
      {...list}
      transactionHref="/manager/transactions/{id}"
    />
  );
}
