import { describe, expect, it } from 'vitest';
import {
  approvalPlan,
  approvalTotals,
  canApproveApiPayments,
  DECLINE_REASON_MAX,
  declineReasonProblem,
} from './apiApproval.js';
import { adminTransactionMode } from './transactionModes.js';

describe('API payment approval (AC-3-03, AC-7admin-02)', () => {
  it('approves only on a ROOT node; SUB and MIXED are refused, unknown left to the server', () => {
    expect(canApproveApiPayments('ROOT')).toBe(true);
    expect(canApproveApiPayments('SUB')).toBe(false);
    expect(canApproveApiPayments('MIXED')).toBe(false);
    expect(canApproveApiPayments(undefined)).toBe(true);
  });

  it('sends one call per company with its ids once and ascending, refusing non-root ones', () => {
    const nodes: Record<number, string> = { 1: 'ROOT', 2: 'SUB', 3: 'ROOT' };
    const plan = approvalPlan(
      [
        { id: 9, company_id: 1 },
        { id: 4, company_id: 3 },
        { id: 7, company_id: 2 },
        { id: 2, company_id: 1 },
        { id: 9, company_id: 1 },
      ],
      (id) => nodes[id],
    );
    expect(plan).toEqual({
      batches: [
        { company_id: 1, transaction_ids: [2, 9] },
        { company_id: 3, transaction_ids: [4] },
      ],
      refused: [7],
    });
    expect(approvalPlan([], () => 'ROOT')).toEqual({ batches: [], refused: [] });
  });

  it('lists api (Admin Action Required) by default; any of the four modes as asked', () => {
    expect(adminTransactionMode(undefined)).toBe('api');
    expect(adminTransactionMode('nonsense')).toBe('api');
    for (const m of ['api', 'settled', 'progress', 'denied']) {
      expect(adminTransactionMode(m)).toBe(m);
    }
  });

  it('totals the chosen payments per currency exactly, in the order met', () => {
    expect(
      approvalTotals([
        { amount: '0.10', currency: 'EUR' },
        { amount: '0.00000001', currency: 'BTC' },
        { amount: '0.20', currency: 'EUR' },
        { amount: '120.00', currency: 'EUR' },
      ]),
    ).toEqual([
      { currency: 'EUR', amount: '120.30' },
      { currency: 'BTC', amount: '0.00000001' },
    ]);
    expect(approvalTotals([])).toEqual([]);
  });

  it('asks a decline for a reason of 1 to 300 characters, spaces around not counted', () => {
    expect(declineReasonProblem('')).toBe('required');
    expect(declineReasonProblem('   ')).toBe('required');
    expect(declineReasonProblem(' Unknown payee ')).toBeNull();
    expect(declineReasonProblem('x'.repeat(DECLINE_REASON_MAX))).toBeNull();
    expect(declineReasonProblem(` ${'x'.repeat(DECLINE_REASON_MAX + 1)}`)).toBe('too-long');
  });
});
