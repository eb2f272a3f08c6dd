import { useState } from 'react';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { translateCoreText } from '../../i18n/coreText.js';
import { useFlexportalClient, useT } from '../../provider/FlexportalProvider.js';

/** The delete action of one beneficiary, with its confirmation step. */
export interface BeneficiaryDeletion {
  /** The confirmation dialog is open. */
  confirming: boolean;
  /** The DELETE is in flight. */
  busy: boolean;
  /** The beneficiary is gone. */
  deleted: boolean;
  /** Why the last delete failed, or null. */
  error: string | null;
  /** Opens the confirmation. */
  ask: () => void;
  /** Closes the confirmation without deleting. */
  cancel: () => void;
  /** Deletes (`DELETE manager/transactions/agents/{id}`) and closes the confirmation. */
  confirm: () => void;
}

/**
 * Deleting a beneficiary through the same submit flow as every form (so a two-factor
 * challenge, a 401 or a refusal behave as on a submit), behind a confirmation.
 */
export function useDeleteBeneficiary(
  agentId: number | null,
  onDeleted: (id: number) => void,
): BeneficiaryDeletion {
  const client = useFlexportalClient();
  const t = useT(beneficiariesTexts);
  const [confirming, setConfirming] = useState(false);
  const [state, flow] = useSubmitFlow<{ id: number | null }, number>({
    defaults: () => ({ id: agentId }),
    send: async ({ id }, request) => {
      if (!id) throw new Error('No beneficiary to delete');
      await client.http.raw(`manager/transactions/agents/${id}`, { ...request, method: 'DELETE' });
      return id;
    },
    otp: client.otp,
    onSuccess: (id) => onDeleted(id),
  });
  const dialog = state.dialog?.kind === 'unauthorized' ? state.dialog.message : null;
  const failed = state.outcome === 'error' && !state.awaitingCode;
  return {
    confirming,
    busy: state.status === 'submitting',
    deleted: state.outcome === 'done',
    error: failed
      ? translateCoreText(t, dialog ?? state.message ?? t('beneficiaries.delete.failed'))
      : null,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => {
      setConfirming(false);
      void flow.submit();
    },
  };
}
