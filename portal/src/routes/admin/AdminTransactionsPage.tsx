import { adminTransactionMode } from '@flexportal/core';
import { AdminTransactions } from '@flexportal/react/admin-transactions';
import { useParams } from 'react-router';
import { normalizeTransactionQuery } from '../../app/lists/transactionQuery.js';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/**
 * admin.transactions.list (`/admin/transactions/{api|settled|progress|denied}`, AC-2admin-05):
 * every company's list of the mode, filters and page in the URL (AC-2query), rows linking to
 * the transaction's history (AC-2admin-06).
 */
export default function AdminTransactionsPage() {
  const mode = adminTransactionMode(useParams().mode);
  const list = useSearchListState(normalizeTransactionQuery);
  return (
    <AdminTransactions
      // Each mode is its own list: its page, rows and choice do not carry over.
      key={mode}
      mode={mode}
      historyHref="/admin/transactions/{id}/history"
      {...list}
    />
  );
}
