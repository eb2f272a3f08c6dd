import type { PaymentQuery, SubmitFlow } from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { applyChange } from './withdrawalRules.js';
import {
  applyQuery,
  fromTransaction,
  type WithdrawalValues,
  withdrawalDefaults,
} from './withdrawalValues.js';

/** Where the prefill stands. */
export interface PrefillState {
  /** The query and the default account are in the draft: the form may be shown. */
  applied: boolean;
  /** A repeat, return or beneficiary prefill is still loading. */
  prefilling: boolean;
}

/**
 * Once the accounts are known (`defaultAccountId` defined), applies the query shortcuts and
 * the default account, then a repeat/return or beneficiary prefill. The form waits for
 * `applied`: shown earlier, what the user typed would be replaced by the prefill.
 */
export function useWithdrawalPrefill(
  query: PaymentQuery,
  flow: SubmitFlow<WithdrawalValues, Transaction>,
  accountOf: (id: number | null) => BankAccount | null,
  defaultAccountId: number | null | undefined,
  loadAgent: (id: number) => Promise<void>,
): PrefillState {
  const client = useFlexportalClient();
  const [prefilling, setPrefilling] = useState(false);
  const [applied, setApplied] = useState(false);
  const key = JSON.stringify(query);
  const ready = defaultAccountId !== undefined;
  const latest = useRef({ defaultAccountId, loadAgent });
  latest.current = { defaultAccountId, loadAgent };
  // A layout effect: the form replaces "Loading…" in the frame the accounts arrive in, not
  // a frame later (P2 counts that frame; a passive effect waits for the next one).
  useLayoutEffect(() => {
    if (!ready) return;
    const q = JSON.parse(key) as PaymentQuery;
    const base = {
      ...withdrawalDefaults(),
      bank_account_id: latest.current.defaultAccountId ?? null,
    };
    const queried = applyQuery(base, q);
    flow.setDraft(applyChange(queried, {}, accountOf(queried.bank_account_id), { force: true }));
    setApplied(true);
    let live = true;
    const steps: Promise<unknown>[] = [];
    if ((q.action === 'repeat' || q.action === 'return') && q.transaction_id) {
      const action = q.action;
      steps.push(
        client.http.data<Transaction>(`manager/transactions/${q.transaction_id}`).then((tx) => {
          if (!live) return;
          const filled = fromTransaction(flow.store.getState().draft, tx, action);
          const account = accountOf(filled.bank_account_id);
          flow.setDraft(applyChange(filled, {}, account, { force: true }));
        }),
      );
    }
    if (q.agent_id) steps.push(latest.current.loadAgent(q.agent_id));
    if (steps.length) {
      setPrefilling(true);
      Promise.allSettled(steps).then(() => live && setPrefilling(false));
    }
    return () => {
      live = false;
    };
  }, [key, client, flow, accountOf, ready]);
  return { applied, prefilling };
}
