import { Beneficiaries } from '@flexportal/react/beneficiaries';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/** manager.transaction-agents: the saved beneficiaries, search and account in the URL. */
export default function BeneficiariesPage() {
  const list = useSearchListState();
  return <Beneficiaries {...list} />;
}
