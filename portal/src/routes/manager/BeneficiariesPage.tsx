import { Beneficiaries } from '@flexportal/react/beneficiaries';
import { useSimplifiedTables } from '../../app/lists/simplifiedTables.js';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/** manager.transaction-agents: the saved beneficiaries, search and account in the URL. */
export default function BeneficiariesPage() {
  const simplified = useSimplifiedTables();
  const list = useSearchListState();
  return <Beneficiaries simplified={simplified} {...list} />;
}
