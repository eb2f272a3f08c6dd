import type { SubmitFlow, SubmitState } from '@flexportal/core';
import { approvalPlan, declineReasonProblem } from '@flexportal/core/admin';
import { useCallback, useState } from 'react';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { useAdminCompanies } from '../shared/useAdminCompanies.js';
import type { AdminTransaction } from './adminTransactionColumns.js';

/** An administrator's decision on API payments. */
type ApiDecision = 'approve' | 'decline';

/** What the decision's submit sends: the decision, its payments and (decline) the reason. */
interface DecisionDraft {
  decision: ApiDecision;
  rows: readonly AdminTransaction[];
  reason: string;
}

/** How a decision ended: how many payments it decided, and those never sent (not ROOT). */
interface DecisionResult {
  decision: ApiDecision;
  decided: number;
  refused: number[];
}

/** The approval and decline of API payments as the list needs them; no JSX here. */
export interface ApiApproval {
  /** Names a company id (`#id` until the companies are known). */
  companyName: (id: number | null | undefined) => string;
  /** The node type of a company, when known. */
  nodeTypeOf: (id: number) => string | null | undefined;
  /** The chosen rows, by id. */
  selected: ReadonlyMap<number, AdminTransaction>;
  toggle: (row: AdminTransaction) => void;
  selectAll: (rows: readonly AdminTransaction[]) => void;
  clear: () => void;
  /** The decision whose dialog is open, with its payments; null when none is. */
  asking: { decision: ApiDecision; rows: readonly AdminTransaction[] } | null;
  /** Opens the confirmation (approve) or the reason dialog (decline) for these payments. */
  ask: (decision: ApiDecision, rows: readonly AdminTransaction[]) => void;
  /** Closes the dialog; nothing is sent. */
  cancel: () => void;
  /** The decline's reason as typed. */
  reason: string;
  setReason: (reason: string) => void;
  /** Why the reason cannot be sent (a local check, or the server's words), or null. */
  reasonProblem: 'required' | 'too-long' | string | null;
  /** Sends the open decision through the submit flow; the dialog closes when it is done. */
  confirm: () => Promise<void>;
  busy: boolean;
  /** The last decision's result, or null. */
  done: DecisionResult | null;
  /** The submit flow's state and actions, for its shared dialogs and failure text. */
  state: SubmitState<DecisionDraft, DecisionResult>;
  flow: SubmitFlow<DecisionDraft, DecisionResult>;
}

const PATHS = {
  approve: 'a/transactions/approve-api-payments',
  decline: 'a/transactions/decline-api-payments',
} as const;

/**
 * Selection, approval and decline of API payments (AC-7admin-02, AC-3-03). Both decisions
 * ask first in a dialog (approve: how many and the total; decline: a reason) and go through
 * the one submit flow, so a refusal, a 401 or a lost connection are classified like any
 * form's; one call per ROOT company, the others left out; `onDone` reloads the list.
 */
export function useApiApproval(onDone: () => void): ApiApproval {
  const client = useFlexportalClient();
  const { companyName, nodeTypeOf } = useAdminCompanies();
  const [selected, setSelected] = useState<ReadonlyMap<number, AdminTransaction>>(new Map());
  const [asking, setAsking] = useState<ApiApproval['asking']>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [state, flow] = useSubmitFlow<DecisionDraft, DecisionResult>({
    defaults: () => ({ decision: 'approve', rows: [], reason: '' }),
    send: async ({ decision, rows, reason: why }, request) => {
      const plan = approvalPlan(rows, nodeTypeOf);
      let decided = 0;
      for (const batch of plan.batches) {
        const body = decision === 'decline' ? { ...batch, reason: why.trim() } : batch;
        const answer = await client.http.data<{ approved?: number[]; declined?: number[] }>(
          PATHS[decision],
          { ...request, method: 'POST', body },
        );
        decided += (answer.approved ?? answer.declined ?? []).length;
      }
      return { decision, decided, refused: plan.refused };
    },
    otp: client.otp,
    onSuccess: () => {
      setAsking(null);
      setSelected(new Map());
      onDone();
    },
  });
  const local = asking?.decision === 'decline' && checked ? declineReasonProblem(reason) : null;
  const server = state.outcome === 'error' ? (state.errors.reason ?? null) : null;

  const confirm = useCallback(async () => {
    if (!asking) return;
    if (asking.decision === 'decline') {
      setChecked(true);
      if (declineReasonProblem(reason)) return;
    }
    flow.setDraft({ decision: asking.decision, rows: asking.rows, reason });
    await flow.submit();
    const after = flow.store.getState();
    // A refusal of the reason stays in its dialog; any other failure is the list's to show.
    if (after.outcome === 'error' && !after.errors.reason) setAsking(null);
  }, [asking, reason, flow]);

  return {
    companyName,
    nodeTypeOf,
    selected,
    toggle: (row) =>
      setSelected((s) => {
        const next = new Map(s);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      }),
    selectAll: (rows) => setSelected(new Map(rows.map((r) => [r.id, r]))),
    clear: () => setSelected(new Map()),
    asking,
    ask: (decision, rows) => {
      setReason('');
      setChecked(false);
      setAsking({ decision, rows });
    },
    cancel: () => setAsking(null),
    reason,
    setReason,
    reasonProblem: local ?? server,
    confirm,
    busy: state.status === 'submitting',
    done: state.outcome === 'done' ? state.result : null,
    state,
    flow,
  };
}
