import type { SubmitFlow } from '@flexportal/core';
import type { BankAccount, BankDetails, Beneficiary, Transaction } from '@flexportal/core/contract';
import { useEffect, useMemo, useRef } from 'react';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import {
  applyBankDetails,
  applyBeneficiary,
  applyChange,
  type LookupKind,
  lookupsFor,
} from './withdrawalRules.js';
import { beneficiaryPatch, type WithdrawalValues } from './withdrawalValues.js';

/** The lookups of the withdrawal form (PP-4.5-14..16). */
export interface WithdrawalLookups {
  /** Starts the lookups a change calls for; a newer one of a kind aborts the older. */
  run(before: WithdrawalValues, after: WithdrawalValues): void;
  /** Picks a saved beneficiary (loads its fields) or none. */
  selectAgent(id: number | null): void;
  /** Loads a saved beneficiary and fills the form with it. */
  agent(id: number): Promise<void>;
}

type Flow = SubmitFlow<WithdrawalValues, Transaction>;

/** Binds the lookups to a form's flow; every answer is applied to the draft as it is then. */
export function useWithdrawalLookups(
  flow: Flow,
  accountRef: { readonly current: BankAccount | null },
): WithdrawalLookups {
  const client = useFlexportalClient();
  const inflight = useRef(new Map<LookupKind | 'agent', AbortController>());

  useEffect(() => {
    const running = inflight.current;
    return () => {
      for (const c of running.values()) c.abort();
      running.clear();
    };
  }, []);

  return useMemo(() => {
    /** Aborts the older request of `kind`, then runs `request` and applies its answer. */
    function start<T>(
      kind: LookupKind | 'agent',
      request: (signal: AbortSignal) => Promise<T>,
      apply: (values: WithdrawalValues, answer: T) => WithdrawalValues,
    ): Promise<void> {
      inflight.current.get(kind)?.abort();
      const controller = new AbortController();
      inflight.current.set(kind, controller);
      return request(controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          inflight.current.delete(kind);
          flow.setDraft(apply(flow.store.getState().draft, answer));
        },
        (error: unknown) => {
          // Lookups are a convenience: a failure is only logged (PP-8-18).
          if (!controller.signal.aborted) logLoadFailure(`${kind} lookup`, error);
        },
      );
    }
    const get = <T>(path: string, query: Record<string, string>, signal: AbortSignal) =>
      client.http.data<T>(path, { query, signal });

    const lookups: WithdrawalLookups = {
      run(before, after) {
        for (const kind of lookupsFor(before, after)) {
          if (kind === 'bank-by-iban') {
            start(
              kind,
              (s) =>
                get<BankDetails>('dictionaries/externals/iban', { iban: after.customer_iban }, s),
              (v, d) => applyBankDetails(v, d, 'bank'),
            );
          } else if (kind === 'beneficiary-by-iban') {
            start(
              kind,
              (s) =>
                get<Beneficiary | null>(
                  'dictionaries/beneficiary',
                  { iban: after.customer_iban },
                  s,
                ),
              (v, found) =>
                found && !v.selected_agent_id ? fillFromSaved(v, found, accountRef.current) : v,
            );
          } else if (kind === 'bank-by-swift') {
            start(
              kind,
              (s) =>
                get<BankDetails>('dictionaries/externals/swift', { swift: after.bank_swift }, s),
              (v, d) => applyBankDetails(v, d, 'bank'),
            );
          } else {
            start(
              kind,
              (s) =>
                get<BankDetails>(
                  'dictionaries/externals/swift',
                  { swift: after.intermediary_bank_swift },
                  s,
                ),
              (v, d) => applyBankDetails(v, d, 'intermediary'),
            );
          }
        }
      },
      selectAgent(id) {
        if (id === null) {
          inflight.current.get('agent')?.abort();
          flow.setDraft(applyBeneficiary(flow.store.getState().draft, null, accountRef.current));
          return;
        }
        void lookups.agent(id);
      },
      agent(id) {
        return start(
          'agent',
          (signal) =>
            client.http.data<Beneficiary>(`manager/transactions/agents/${id}`, { signal }),
          (v, agent) => applyBeneficiary(v, agent, accountRef.current),
        );
      },
    };
    return lookups;
  }, [client, flow, accountRef]);
}

/**
 * A saved beneficiary found by the typed IBAN fills the payee's empty fields only, and is
 * not selected: the user is typing a payee and keeps what they typed.
 */
function fillFromSaved(
  values: WithdrawalValues,
  found: Beneficiary,
  account: BankAccount | null,
): WithdrawalValues {
  const { selected_agent_id: _selected, ...patch } = beneficiaryPatch(found);
  const empty = Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => {
      const current = values[key as keyof WithdrawalValues];
      return (current === '' || current === null) && value !== '' && value !== null;
    }),
  ) as Partial<WithdrawalValues>;
  return applyChange(values, { ...empty, focused_agent_id: found.id }, account);
}
