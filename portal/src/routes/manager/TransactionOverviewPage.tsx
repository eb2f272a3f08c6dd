import { TransactionOverview } from '@flexportal/react/transaction';
import { useParams } from 'react-router';
import { toasts } from '../../app/portalClient.js';

/** manager.transactions.overview (`/manager/transactions/{transaction_id}`), manager only. */
export default function TransactionOverviewPage() {
  const id = Number(useParams().transaction_id);
  return (
    <TransactionOverview
      key={id}
      transactionId={id}
      onTransaction={(d) => d.status === 'denied' && toasts.show(d.name, { kind: 'success' })}
    />
  );
}
