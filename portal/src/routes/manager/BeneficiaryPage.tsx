import { BeneficiaryForm } from '@flexportal/react/beneficiaries';
import { useNavigate, useParams } from 'react-router';
import { toasts } from '../../app/portalClient.js';

/**
 * manager.transaction-agents.create and .edit (`/create`, `/{id}`): the beneficiary form;
 * after a save or a delete the list is shown again.
 */
export default function BeneficiaryPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const agentId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const back = () => navigate('/manager/transaction-agents');
  return (
    <BeneficiaryForm
      key={agentId ?? 'new'}
      {...(agentId ? { agentId } : {})}
      onSaved={(agent) => {
        const who = agent.company_name ?? [agent.first_name, agent.last_name].join(' ').trim();
        toasts.show(who || agent.iban || '', { kind: 'success' });
        back();
      }}
      onDeleted={back}
    />
  );
}
