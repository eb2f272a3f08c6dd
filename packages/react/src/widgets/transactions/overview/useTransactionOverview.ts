import {
  checkSourceOfFunds,
  moneyMoved,
  type SourceOfFundsId,
  type SubmitFlow,
  type SubmitState,
  sourceOfFundsUpdatedMessage,
} from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { canChangeTransactions, transactionIdOf } from './overviewRules.js';
import type {
  TransactionOverviewError,
  TransactionOverviewProps,
} from './transactionOverviewProps.js';
import { type TransactionResource, useTransaction } from './useTransaction.js';
import { useWireConfirmation, type WireConfirmation } from './useWireConfirmation.js';

/** What the overview's one submit flow sends: a deny, or a source of funds (PP-7.4-16/17). */
interface OverviewDraft {
  /** Which change the next submit sends; null before any. */
  action: 'deny' | 'source-of-funds' | null;
  /** The source of funds to set, 1 Business or 2 Customer (PP-3.2-11). */
  source_id: SourceOfFundsId | null;
}

/** Everything the overview's view needs; no JSX here. */
export interface TransactionOverviewModel {
  /** The transaction, or why it is not shown. */
  transaction: TransactionResource;
  /** The company's accounts by id, for names and decimal places (empty until loaded). */
  accounts: ReadonlyMap<number, BankAccount>;
  /** The user is a manager, not a reader: deny, source of funds, repeat, return (PP-6-03). */
  canChange: boolean;
  /** The submit flow's state: 422 field errors, 401 dialog, two-factor (PP-8). */
  state: SubmitState<OverviewDraft, Transaction>;
  /** The submit flow, for {@link SubmitDialogs}. */
  flow: SubmitFlow<OverviewDraft, Transaction>;
  /** Denies the transaction (PUT deny, PP-4.6-04); the view confirms first. */
  deny: () => void;
  /** Sets the source of funds from the select's value; an invalid one is only logged (PP-5-21). */
  setSourceOfFunds: (value: unknown) => void;
  /** The wire confirmation download. */
  wire: WireConfirmation;
  /** The last success message, for the polite live region (PP-8-14). */
  notice: string | null;
  /** Loads the transaction again (the error state's retry). */
  reload: () => void;
}

const emptyDraft = (): OverviewDraft => ({ action: null, source_id: null });

/**
 * The overview's data wiring: the transaction, the user's role, the accounts, the one
 * submit flow of its changes (with the OTP, 401 and 422 handling of every form), the
 * wire confirmation, and the host's events.
 */
export function useTransactionOverview(
  props: TransactionOverviewProps,
  container: RefObject<Element | null>,
): TransactionOverviewModel {
  const client = useFlexportalClient();
  const t = useT(transactionsTexts);
  const cb = useRef(props);
  cb.current = props;
  const reportError = useCallback(
    (detail: TransactionOverviewError) => cb.current.onError?.(detail),
    [],
  );

  const id = transactionIdOf(props.transactionId);
  const { resource, reload, replace } = useTransaction(id, reportError);
  const tx = resource.status === 'ready' ? resource.data : null;

  const user = useSignedInUser();
  const accounts = useBankAccounts();
  const byId = useMemo(
    () => new Map((accounts.data ?? []).map((a) => [a.id, a] as const)),
    [accounts.data],
  );

  // Kept with the transaction it is about: when another one is shown (the element's
  // attribute changed), the old notice is not shown with it.
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);
  // The draft is back to its defaults when onSuccess runs: remember what was sent.
  const sent = useRef<OverviewDraft['action']>(null);
  const [state, flow] = useSubmitFlow<OverviewDraft, Transaction>({
    defaults: emptyDraft,
    send: ({ action, source_id }, withCode) => {
      const path = `manager/transactions/${id}`;
      return action === 'deny'
        ? client.http.data<Transaction>(`${path}/deny`, { ...withCode, method: 'PUT' })
        : client.http.data<Transaction>(`${path}/source-of-funds`, {
            ...withCode,
            method: 'PUT',
            body: { source_id },
          });
    },
    otp: client.otp,
    onSuccess: (changed) => {
      const action = sent.current;
      replace(changed);
      setNotice({
        id: changed.id,
        text:
          action === 'deny'
            ? t('transaction.denied', { name: changed.name })
            : translateCoreText(t, sourceOfFundsUpdatedMessage(changed.name)),
      });
      // Lists and their counts are stale, and after a deny (the money back) balances: every
      // screen on the page reads them again.
      moneyMoved(client.cache);
      reload();
      cb.current.onTransaction?.({ id: changed.id, name: changed.name, status: changed.status });
    },
    onFailure: (failure) => {
      cb.current.onError?.(failure);
      // A refusal often means the transaction changed elsewhere (denied, settled): show it
      // as it is now, so the actions offered match it.
      reload();
    },
  });
  const submit = useCallback(
    (patch: OverviewDraft) => {
      sent.current = patch.action;
      setNotice(null);
      flow.setDraft(patch);
      void flow.submit();
    },
    [flow],
  );
  const deny = useCallback(() => submit({ action: 'deny', source_id: null }), [submit]);
  const setSourceOfFunds = useCallback(
    (value: unknown) => {
      const source = checkSourceOfFunds(value);
      if (source !== null) submit({ action: 'source-of-funds', source_id: source });
    },
    [submit],
  );

  const wire = useWireConfirmation(tx, container, reportError);
  return {
    transaction: resource,
    accounts: byId,
    canChange: user.status === 'ready' && canChangeTransactions(user.data),
    state,
    flow,
    deny,
    setSourceOfFunds,
    wire,
    notice: notice && notice.id === id ? notice.text : null,
    reload,
  };
}
