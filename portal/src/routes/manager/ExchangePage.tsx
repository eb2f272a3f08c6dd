import { Exchange } from '@flexportal/react/exchange';
import { useParams, useSearchParams } from 'react-router';
import { pairPageProps } from './pairPageProps.js';

/** manager.payments.exchange (`/manager/payments/exchange/{create|repeat|return}`) with PP-2.4's shortcuts. */
export default function ExchangePage() {
  const { action } = useParams();
  const [search] = useSearchParams();
  // A new URL is a new form: its shortcuts prefill from scratch.
  return (
    <Exchange
      key={`${action}?${search.toString()}`}
      {...pairPageProps('exchange', action, search)}
    />
  );
}
