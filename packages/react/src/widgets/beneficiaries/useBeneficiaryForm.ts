import { hostFailure, type SubmitFlow, type SubmitState } from '@flexportal/core';
import type { BankAccount, Beneficiary } from '@flexportal/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logLoadFailure } from '../../hooks/logLoadFailure.js';
import { useBankAccounts } from '../../hooks/useBankAccounts.js';
import type { Resource } from '../../hooks/useCached.js';
import type { ConfirmedDelete } from '../../hooks/useConfirmedDelete.js';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useFlexportalClient, useT } from '../../provider/FlexportalProvider.js';
import { validationError } from '../../ui/validationError.js';
import { applyBeneficiaryChange } from './beneficiaryRules.js';
import { validateBeneficiary } from './beneficiaryValidation.js';
import {
  type BeneficiaryValues,
  beneficiaryDefaults,
  fromBeneficiary,
  toBeneficiaryBody,
} from './beneficiaryValues.js';
import { useCanEditBeneficiaries } from './useCanEditBeneficiaries.js';
import { useDeleteBeneficiary } from './useDeleteBeneficiary.js';

/** What a host hears from the beneficiary form. */
export interface BeneficiaryFormCallbacks {
  /** The beneficiary was created or updated; the server's answer. */
  onSaved?: (agent: Beneficiary) => void;
  /** The beneficiary was deleted; its id. */
  onDeleted?: (id: number) => void;
}

/** Loading state of the beneficiary being edited. */
type AgentLoad = 'none' | 'loading' | 'ready' | 'missing' | 'error';

/** Everything the form view needs; no JSX here. */
export interface BeneficiaryFormModel {
  /** 'edit' when an id was given, else 'create'. */
  mode: 'create' | 'edit';
  /** The beneficiary being edited loads (`none` when creating). */
  load: AgentLoad;
  /** True for a manager, false for a manager-reader (read-only), null while unknown. */
  canEdit: boolean | null;
  state: SubmitState<BeneficiaryValues, Beneficiary>;
  flow: SubmitFlow<BeneficiaryValues, Beneficiary>;
  values: BeneficiaryValues;
  /** Field errors of the last submit, client's or server's, joined by newlines (PP-5-02). */
  errors: Readonly<Record<string, string>>;
  /** The company's accounts. */
  accounts: Resource<BankAccount[]>;
  /** Applies a user's change through the form's rules. */
  change: (patch: Partial<BeneficiaryValues>) => void;
  /** The delete action of the edited beneficiary. */
  deletion: ConfirmedDelete;
}

/** Cache keys a saved or deleted beneficiary makes stale (lists, the withdrawal picker). */
const AGENT_CACHE_KEYS = ['manager/transactions/agents', 'dictionaries/transaction/agents'];

/**
 * The beneficiary form's data wiring: loads the beneficiary to edit
 * (`GET manager/transactions/agents/{id}`), checks the form, then saves it through the one
 * submit flow (POST, or PUT when editing; 422 beside the fields, input kept), and deletes.
 */
export function useBeneficiaryForm(
  agentId: number | null,
  accountId: number | null,
  callbacks: BeneficiaryFormCallbacks,
): BeneficiaryFormModel {
  const client = useFlexportalClient();
  const t = useT(beneficiariesTexts);
  const cb = useRef(callbacks);
  cb.current = callbacks;
  const canEdit = useCanEditBeneficiaries();
  const accounts = useBankAccounts();

  // What a successful submit resets the draft to: the saved beneficiary when editing (so
  // the form keeps showing it), a fresh form when creating.
  const saved = useRef<BeneficiaryValues | null>(null);
  const fresh = useCallback(
    () => saved.current ?? { ...beneficiaryDefaults(), bank_account_id: accountId },
    [accountId],
  );
  const [state, flow] = useSubmitFlow<BeneficiaryValues, Beneficiary>({
    defaults: fresh,
    send: async (values, request) => {
      // Client checks answer like the server's 422, so both show the same way.
      const errors = validateBeneficiary(values, t);
      if (Object.keys(errors).length)
        throw validationError(errors, t('beneficiaries.form.invalid'));
      const body = toBeneficiaryBody(values);
      const agent = await client.http.data<Beneficiary>(
        agentId ? `manager/transactions/agents/${agentId}` : 'manager/transactions/agents',
        { ...request, method: agentId ? 'PUT' : 'POST', body },
      );
      // Before the flow resets the draft: the reset then shows what was saved.
      if (agentId) saved.current = fromBeneficiary(agent);
      return agent;
    },
    otp: client.otp,
    onSuccess: (agent) => {
      for (const key of AGENT_CACHE_KEYS) client.cache.invalidate(key);
      cb.current.onSaved?.(agent);
    },
  });

  const [load, setLoad] = useState<AgentLoad>(agentId ? 'loading' : 'none');
  useEffect(() => {
    if (!agentId) return;
    const abort = new AbortController();
    client.http
      .data<Beneficiary>(`manager/transactions/agents/${agentId}`, { signal: abort.signal })
      .then(
        (agent) => {
          saved.current = fromBeneficiary(agent);
          flow.setDraft(saved.current);
          setLoad('ready');
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          logLoadFailure('beneficiary', error);
          setLoad(hostFailure(error).code === 'not-found' ? 'missing' : 'error');
        },
      );
    return () => abort.abort();
  }, [client, agentId, flow]);

  const change = useCallback(
    (patch: Partial<BeneficiaryValues>) =>
      flow.setDraft(applyBeneficiaryChange(flow.store.getState().draft, patch)),
    [flow],
  );

  const deletion = useDeleteBeneficiary(agentId, (id) => {
    for (const key of AGENT_CACHE_KEYS) client.cache.invalidate(key);
    cb.current.onDeleted?.(id);
  });

  return {
    mode: agentId ? 'edit' : 'create',
    load,
    canEdit,
    state,
    flow,
    values: state.draft,
    errors: state.errors,
    accounts,
    change,
    deletion,
  };
}
