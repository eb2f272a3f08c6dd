import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { useCallback, useRef } from 'react';
import type { Resource } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminCreditTexts } from '../../../i18n/areas/adminCredit.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { ADMIN_ACCOUNTS_KEY, useAdminAccounts } from '../shared/useAdminAccounts.js';
import { useAdminCompanies } from '../shared/useAdminCompanies.js';
import {
  type CreditAccount,
  type CreditValues,
  creditDefaults,
  creditSummary,
  toCreditBody,
} from './creditRules.js';

/** Everything the top-up view needs; no JSX here. */
export interface AdminCreditModel {
  state: SubmitState<CreditValues, Transaction>;
  flow: SubmitFlow<CreditValues, Transaction>;
  accounts: Resource<CreditAccount[]>;
  /** The account chosen in the draft, or null. */
  account: CreditAccount | null;
  companyName: (id: number | null | undefined) => string;
  change: (patch: Partial<CreditValues>) => void;
  /** What the confirmation and the code dialog repeat. */
  summary: () => ReturnType<typeof creditSummary>;
}

/**
 * The top-up's wiring (AC-7admin-03): every company's accounts, the one submit flow (the
 * code dialog repeats amount, account and company; 422 field errors; the draft kept when
 * it fails) and, after a credit, the accounts read again so the new balance shows.
 */
export function useAdminCredit(): AdminCreditModel {
  const client = useFlexportalClient();
  const t = useT(adminCreditTexts);
  const locale = useLocale();
  const { companyName } = useAdminCompanies();
  const accounts = useAdminAccounts();
  const list = useRef<CreditAccount[]>([]);
  list.current = accounts.data ?? [];
  const accountOf = (id: number | null) => list.current.find((a) => a.id === id) ?? null;
  const summaryOf = (v: CreditValues) => {
    const account = accountOf(v.bank_account_id);
    return creditSummary(v, account, companyName(account?.company_id), t, locale);
  };
  const [state, flow] = useSubmitFlow<CreditValues, Transaction>({
    defaults: creditDefaults,
    send: (values, request) =>
      client.http.data<Transaction>('a/transactions/credit', {
        ...request,
        method: 'POST',
        body: toCreditBody(values),
      }),
    otp: client.otp,
    summary: summaryOf,
    // The balance moved: the accounts are read again, here and on every screen showing them.
    onSuccess: () => client.cache.invalidate(ADMIN_ACCOUNTS_KEY),
  });
  const change = useCallback((patch: Partial<CreditValues>) => flow.setDraft(patch), [flow]);
  return {
    state,
    flow,
    accounts,
    account: accountOf(state.draft.bank_account_id),
    companyName,
    change,
    summary: () => summaryOf(state.draft),
  };
}
