import { BeneficiaryForm, beneficiaryName } from '@flexportal/react/beneficiaries';
import { useNavigate, useParams } from 'react-router';
import { toasts } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';

/**
 * manager.transaction-agents.create and .edit (`/create`, `/{id}`): the beneficiary form;
 * after a save or a delete the list is shown again.
 */
export default function BeneficiaryPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const agentId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const { t } = usePortalT();
  const back = () => navigate('/manager/transaction-agents');
  return (
    <BeneficiaryForm
      key={agentId ?? 'new'}
      {...(agentId ? { agentId } : {})}
      onSaved={(agent) => {
        // The form's own notice leaves with it: the list says what was saved.
        const who = beneficiaryName(agent) || agent.iban || '';
        toasts.show(`${t('portal.beneficiarySaved')}: ${who}`, { kind: 'success' });
        back();
      }}
      onDeleted={back}
    />
  );
}
