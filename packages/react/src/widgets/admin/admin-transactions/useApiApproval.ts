import { approvalPlan, toErrorResponse } from '@flexportal/core';
import { useCallback, useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { useAdminCompanies } from '../shared/useAdminCompanies.js';
import type { AdminTransaction } from './adminTransactionColumns.js';

/** How the last approval ended, for the status line. */
type ApprovalOutcome =
  | { kind: 'approved'; approved: number; refused: number[] }
  | { kind: 'error'; message: string | null };

/** The approval of API payments as the list needs it; no JSX here. */
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
  /** Approves these payments (one call per company, ROOT only), then `onDone`. */
  approve: (rows: readonly AdminTransaction[]) => Promise<void>;
  busy: boolean;
  outcome: ApprovalOutcome | null;
}

/**
 * Selection and approval of API payments (AC-7admin-02, AC-3-03): the companies give names
 * and node types; a bulk approval sends one call per ROOT company
 * and leaves the others out; `onDone` reloads the list.
 */
export function useApiApproval(onDone: () => void): ApiApproval {
  const client = useFlexportalClient();
  const { companyName, nodeTypeOf } = useAdminCompanies();
  const [selected, setSelected] = useState<ReadonlyMap<number, AdminTransaction>>(new Map());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ApprovalOutcome | null>(null);

  const approve = useCallback(
    async (rows: readonly AdminTransaction[]) => {
      const plan = approvalPlan(rows, nodeTypeOf);
      setBusy(true);
      try {
        let approved = 0;
        for (const batch of plan.batches) {
          const answer = await client.http.data<{ approved: number[] }>(
            'a/transactions/approve-api-payments',
            { method: 'POST', body: batch },
          );
          approved += answer.approved.length;
        }
        setOutcome({ kind: 'approved', approved, refused: plan.refused });
        setSelected(new Map());
        onDone();
      } catch (error) {
        const body = toErrorResponse(error).body as { message?: unknown } | undefined;
        // The server's own message as it came (PP-8), else the screen's generic one.
        setOutcome({
          kind: 'error',
          message: typeof body?.message === 'string' ? body.message : null,
        });
      } finally {
        setBusy(false);
      }
    },
    [client, nodeTypeOf, onDone],
  );

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
    approve,
    busy,
    outcome,
  };
}
