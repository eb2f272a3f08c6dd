import {
  CACHE_TTL,
  type HostFailure,
  moneyMoved,
  type PaymentQuery,
  type SubmitFlow,
  type SubmitState,
} from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { type GrandTotalState, useGrandTotal } from './useGrandTotal.js';
import { useWithdrawalLookups } from './useWithdrawalLookups.js';
import { useWithdrawalPrefill } from './useWithdrawalPrefill.js';
import { applyChange, lockedFields } from './withdrawalRules.js';
import { withdrawalSummary } from './withdrawalSummary.js';
import { toWithdrawalBody, type WithdrawalValues, withdrawalDefaults } from './withdrawalValues.js';

/** What a host hears from the withdrawal screen. */
export interface WithdrawalCallbacks {
  /** A withdrawal was created. */
  onSubmitted?: (detail: WithdrawalSubmitted) => void;
  /** A submit failed for good (never for a challenge or the duplicate prompt). */
  onError?: (detail: HostFailure) => void;
  /** The server asked for a two-factor code before moving the money. */
  onOtpRequired?: () => void;
  /** The accounts arrived and the form can be used. */
  onReady?: () => void;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface WithdrawalEventDetails {
  submitted: WithdrawalSubmitted;
  error: HostFailure;
  otprequired: undefined;
  ready: undefined;
}

/** Detail of the `submitted` event: the created transaction's id and amounts. */
export interface WithdrawalSubmitted {
  transaction_id: number;
  name: string;
  status: string;
  amount: string;
  fee_amount: string;
  total_amount: string;
  currency: string;
}

/** Everything the view needs; no JSX here. */
export interface WithdrawalModel {
  state: SubmitState<WithdrawalValues, Transaction>;
  flow: SubmitFlow<WithdrawalValues, Transaction>;
  values: WithdrawalValues;
  /** Fiat accounts of the company. */
  accounts: Resource<BankAccount[]>;
  /** The chosen source account, or null. */
  account: BankAccount | null;
  /** Saved beneficiaries usable from the chosen account. */
  agents: Resource<AgentOption[]>;
  /** Field errors: the submit's, else the fee preview's (PP-5-05). */
  errors: Readonly<Record<string, string>>;
  grandTotal: GrandTotalState;
  /** Fields a portal service or a flexpsp deposit locks (PP-4.5-17). */
  locked: ReadonlySet<keyof WithdrawalValues>;
  /** The draft holds the query and the default account: the form can be shown. */
  ready: boolean;
  /** True while a repeat, return or beneficiary prefill is loading. */
  prefilling: boolean;
  /** Applies a user's change through every rule of 4.5. */
  change: (patch: Partial<WithdrawalValues>) => void;
  /** Picks a saved beneficiary, or none (PP-4.5-11..13). */
  selectAgent: (id: number | null) => void;
}

/** One saved beneficiary in the picker. */
interface AgentOption {
  id: number;
  name: string;
  bank_account_id: number | null;
}

/**
 * The withdrawal screen's data wiring: accounts, beneficiaries, the rules on every change,
 * lookups, the debounced fee preview and the submit flow (OTP, duplicate, 422).
 */
export function useWithdrawal(
  query: PaymentQuery,
  callbacks: WithdrawalCallbacks,
): WithdrawalModel {
  const client = useFlexportalClient();
  const t = useT(withdrawalTexts);
  const locale = useLocale();
  const cb = useRef(callbacks);
  cb.current = callbacks;

  const accounts = useBankAccounts();
  const fiat = useMemo(
    () => accounts.data?.filter((a) => a.currency_unit.currency_type === 'fiat') ?? [],
    [accounts.data],
  );
  const defaultAccountId = useRef<number | null>(null);
  defaultAccountId.current = (fiat.find((a) => a.selected) ?? fiat[0])?.id ?? null;

  const fiatRef = useRef(fiat);
  fiatRef.current = fiat;

  const [state, flow] = useSubmitFlow<WithdrawalValues, Transaction>({
    defaults: () => ({ ...withdrawalDefaults(), bank_account_id: defaultAccountId.current }),
    send: (values, request) =>
      client.http.data<Transaction>('manager/transactions/iban', {
        ...request,
        method: 'POST',
        body: toWithdrawalBody(values),
      }),
    otp: client.otp,
    summary: (values) =>
      withdrawalSummary(
        values,
        fiatRef.current.find((a) => a.id === values.bank_account_id) ?? null,
        t,
        locale,
      ),
    onSuccess: (tx) => {
      // Balances moved: every account view reloads.
      moneyMoved(client.cache);
      cb.current.onSubmitted?.({
        transaction_id: tx.id,
        name: tx.name,
        status: tx.status,
        amount: tx.amount,
        fee_amount: tx.fee_amount,
        total_amount: tx.total_amount,
        currency: tx.currency,
      });
    },
    onChallenge: () => cb.current.onOtpRequired?.(),
    onFailure: (failure) => cb.current.onError?.(failure),
  });
  const values = state.draft;
  const account = fiat.find((a) => a.id === values.bank_account_id) ?? null;
  const accountRef = useRef(account);
  accountRef.current = account;

  const agents = useCached<AgentOption[]>(
    'dictionaries/transaction/agents',
    () => client.http.data<AgentOption[]>('dictionaries/transaction/agents'),
    CACHE_TTL.dictionaries,
  );
  const usableAgents = useMemo<Resource<AgentOption[]>>(
    () =>
      agents.status === 'ready'
        ? {
            status: 'ready',
            data: agents.data.filter(
              (a) => a.bank_account_id == null || a.bank_account_id === values.bank_account_id,
            ),
          }
        : agents,
    [agents, values.bank_account_id],
  );

  const lookups = useWithdrawalLookups(flow, accountRef);
  // The rules of 09/10 judge the account a change chooses, not the one before it.
  const accountOf = useCallback(
    (id: number | null) => fiatRef.current.find((a) => a.id === id) ?? null,
    [],
  );
  const change = useCallback(
    (patch: Partial<WithdrawalValues>) => {
      const before = flow.store.getState().draft;
      const id =
        patch.bank_account_id !== undefined ? patch.bank_account_id : before.bank_account_id;
      // A user's edit is a new request: a bypass confirmed for the old one does not carry over.
      const after = applyChange(before, { ...patch, bypass_duplicate_check: false }, accountOf(id));
      flow.setDraft(after);
      lookups.run(before, after);
    },
    [flow, lookups, accountOf],
  );

  const { applied, prefilling } = useWithdrawalPrefill(
    query,
    flow,
    accountOf,
    accounts.status === 'ready' ? defaultAccountId.current : undefined,
    lookups.agent,
  );
  const grandTotal = useGrandTotal(values);

  useEffect(() => {
    if (applied) cb.current.onReady?.();
  }, [applied]);

  const errors = Object.keys(state.errors).length > 0 ? state.errors : grandTotal.errors;
  return {
    state,
    flow,
    values,
    accounts: accounts.status === 'ready' ? { status: 'ready', data: fiat } : accounts,
    account,
    agents: usableAgents,
    errors,
    grandTotal: grandTotal.state,
    locked: lockedFields(values),
    ready: applied,
    prefilling,
    change,
    selectAgent: lookups.selectAgent,
  };
}
