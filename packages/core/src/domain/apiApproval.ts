import { addDecimal } from './decimal.js';

/** A payment waiting for an administrator, as much of it as the approval needs. */
export interface AwaitingPayment {
  id: number;
  company_id: number;
}

/**
 * One `POST a/transactions/approve-api-payments` (or `decline-api-payments`, with the reason)
 * body: a company and its chosen payments.
 */
interface ApprovalBatch {
  company_id: number;
  transaction_ids: number[];
}

/** What a bulk approval sends, and what it leaves out because the company is no root node. */
export interface ApprovalPlan {
  batches: ApprovalBatch[];
  /** Payments of companies that are not ROOT nodes: never sent (AC-3-03). */
  refused: number[];
}

/**
 * Whether an administrator may approve a company's API payments: only on a ROOT node
 * (AC-3-03, AC-7admin-02). An unknown node type is left to the server, which refuses it.
 */
export function canApproveApiPayments(nodeType: string | null | undefined): boolean {
  return nodeType === undefined || nodeType === null || nodeType === 'ROOT';
}

/**
 * The approvals (or declines) of a selection of API payments: one call per company (the call takes one
 * company), ids ascending and each once, companies in the order first met; the payments of
 * companies whose node type is known and not ROOT are refused instead of sent.
 */
export function approvalPlan(
  selected: readonly AwaitingPayment[],
  nodeTypeOf: (companyId: number) => string | null | undefined,
): ApprovalPlan {
  const byCompany = new Map<number, Set<number>>();
  const refused = new Set<number>();
  for (const p of selected) {
    if (!canApproveApiPayments(nodeTypeOf(p.company_id))) {
      refused.add(p.id);
      continue;
    }
    const ids = byCompany.get(p.company_id) ?? new Set<number>();
    ids.add(p.id);
    byCompany.set(p.company_id, ids);
  }
  return {
    batches: [...byCompany].map(([company_id, ids]) => ({
      company_id,
      transaction_ids: [...ids].sort((a, b) => a - b),
    })),
    refused: [...refused].sort((a, b) => a - b),
  };
}

/** Most characters of a decline's reason (the sandbox refuses more with 422 on `reason`). */
export const DECLINE_REASON_MAX = 300;

/** Why a decline's reason cannot be sent: none typed, or longer than {@link DECLINE_REASON_MAX}. */
export function declineReasonProblem(reason: string): 'required' | 'too-long' | null {
  const text = reason.trim();
  if (text === '') return 'required';
  return text.length > DECLINE_REASON_MAX ? 'too-long' : null;
}

/**
 * The total of chosen payments per currency, exact (decimal strings, never floats), the
 * currencies in the order first met: what a confirmation names besides the count.
 */
export function approvalTotals(
  selected: ReadonlyArray<{ amount: string; currency: string }>,
): Array<{ currency: string; amount: string }> {
  const totals = new Map<string, string>();
  for (const p of selected)
    totals.set(p.currency, addDecimal(totals.get(p.currency) ?? '0', p.amount));
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
