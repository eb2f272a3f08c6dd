import { type ConfirmedDelete, useConfirmedDelete } from '../../hooks/useConfirmedDelete.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { translateCoreText } from '../../i18n/coreText.js';
import { useT } from '../../provider/FlexportalProvider.js';

/**
 * Deleting a beneficiary (`DELETE manager/transactions/agents/{id}`) behind a confirmation,
 * through the submit flow every form uses.
 */
export function useDeleteBeneficiary(
  agentId: number | null,
  onDeleted: (id: number) => void,
): ConfirmedDelete {
  const t = useT(beneficiariesTexts);
  return useConfirmedDelete({
    path: agentId ? `manager/transactions/agents/${agentId}` : null,
    onDeleted: () => {
      if (agentId) onDeleted(agentId);
    },
    failure: (message) => translateCoreText(t, message ?? t('beneficiaries.delete.failed')),
  });
}
