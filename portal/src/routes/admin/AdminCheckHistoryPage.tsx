import { AdminCheckHistory } from '@flexportal/react/admin-check-history';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/**
 * admin.transactions.check-history (`/admin/transactions/check-history`, AC-2admin-08):
 * the ledger check of every transaction, its filter and page in the URL, rows linking to
 * the transaction's history (AC-2admin-06).
 */
export default function AdminCheckHistoryPage() {
  const list = useSearchListState();
  return <AdminCheckHistory historyHref="/admin/transactions/{id}/history" {...list} />;
}
