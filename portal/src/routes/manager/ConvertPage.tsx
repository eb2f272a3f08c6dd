import { Convert } from '@flexportal/react/convert';
import { useParams, useSearchParams } from 'react-router';
import { pairPageProps } from './pairPageProps.js';

/** manager.payments.convert (`/manager/payments/convert/{create|repeat|return}`) with PP-2.4's shortcuts. */
export default function ConvertPage() {
  const { action } = useParams();
  const [search] = useSearchParams();
  // A new URL is a new form: its shortcuts prefill from scratch.
  return (
    <Convert key={`${action}?${search.toString()}`} {...pairPageProps('convert', action, search)} />
  );
}
