import { TransactionOverview } from '@flexportal/react/transaction';
import { useParams } from 'react-router';

/**
 * manager.transactions.overview (`/manager/transactions/{transaction_id}`), manager only.
 * The screen says itself what a deny did ("Transaction {name} denied."): no toast on top.
 */
export default function TransactionOverviewPage() {
  const id = Number(useParams().transaction_id);
  return <TransactionOverview key={id} transactionId={id} />;
}
