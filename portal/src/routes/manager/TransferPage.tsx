import { Transfer } from '@flexportal/react/transfer';
import { useParams, useSearchParams } from 'react-router';
import { pairPageProps } from './pairPageProps.js';

/** manager.payments.transfer (`/manager/payments/transfer/{create|repeat|return}`) with PP-2.4's shortcuts. */
export default function TransferPage() {
  const { action } = useParams();
  const [search] = useSearchParams();
  // A new URL is a new form: its shortcuts prefill from scratch.
  return (
    <Transfer
      key={`${action}?${search.toString()}`}
      {...pairPageProps('transfer', action, search)}
    />
  );
}
