import {
  convertSides,
  fitPair,
  formatAmount,
  moneyMoved,
  type PairKind,
  type PaymentQuery,
  type QuotedTotal,
  refusedFields,
  sourceOptions,
  TRANSFER_MAP_READ,
  targetAfterSource,
  targetOptions,
  toErrorResponse,
} from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { quotedRate, submitAtQuote, useQuote } from '../../../hooks/useQuote.js';
import { useSharedRead } from '../../../hooks/useSharedRead.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { pairFormTexts } from '../../../i18n/areas/pairForm.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import type { PairFormProps } from './pairFormProps.js';
import {
  applyPairQuery,
  fromOriginal,
  type PairValues,
  pairBody,
  pairDefaults,
} from './pairValues.js';

/** The create and grand-total path of a kind: an exchange is a transfer in another currency. */
const pathOf = (kind: PairKind) => (kind === 'convert' ? 'convert' : 'transfer');

/**
 * The data wiring of the transfer, exchange and convert screens: accounts and the transfer
 * map, the pair rules on every change (PP-4.6), the query and repeat/return prefill, the
 * quote (live rate, grand total, moved-rate check) and the submit flow (code, duplicate, 422).
 */
export function usePairForm(kind: PairKind, query: PaymentQuery, props: PairFormProps) {
  const client = useFlexportalClient();
  const t = useT(pairFormTexts);
  const locale = useLocale();
  const cb = useRef(props);
  cb.current = props;
  const accounts = useBankAccounts();
  const map = useSharedRead(TRANSFER_MAP_READ);
  const all = useMemo(() => accounts.data ?? [], [accounts.data]);
  // Without the map (not allowed or failed, only logged) every pair of the kind is offered;
  // the server still refuses a pair it does not allow.
  const mapData = map.status === 'ready' ? map.data : null;
  const latest = useRef({ all, mapData });
  latest.current = { all, mapData };
  const find = (id: number | null) => latest.current.all.find((a) => a.id === id) ?? null;

  const quoteRef = useRef<ReturnType<typeof useQuote<QuoteDraft>> | null>(null);
  const [state, flow] = useSubmitFlow<PairValues, Transaction>({
    defaults: () => pairDefaults(kind),
    send: (values, request) =>
      client.http
        .data<Transaction>(`manager/transactions/${pathOf(kind)}`, {
          ...request,
          method: 'POST',
          body: pairBody(kind, values, quoteRef.current?.quote.sent(Boolean(request.otpCode))),
        })
        .catch((error: unknown) => {
          const res = toErrorResponse(error);
          // The quote no longer holds: the server's new one shows before money moves.
          if (res.status === 422) quoteRef.current?.quote.refused(res.body);
          throw error;
        }),
    otp: client.otp,
    // The code approves the quote the submit was sent at: its amounts, not the form's.
    summary: (v) => {
      const source = find(v.bank_account_id);
      const target = find(v.to_account_id);
      const held = quoteRef.current?.quote.held();
      const received = held?.to_amount;
      return [
        {
          label: t('pair.amount'),
          value: formatAmount(held?.transaction_amount ?? v.amount, locale, {
            currency: source?.currency,
          }),
        },
        { label: t('pair.from'), value: source?.name ?? '' },
        { label: t('pair.to'), value: target?.name ?? '' },
        ...(received && target
          ? [
              {
                label: t('pair.received'),
                value: formatAmount(received, locale, { currency: target.currency }),
              },
            ]
          : []),
      ].filter((line) => line.value !== '');
    },
    onSubmit: () => quoteRef.current?.quote.submitted(),
    onSuccess: (tx) => {
      moneyMoved(client.cache);
      cb.current.onSubmitted?.({
        transaction_id: tx.id,
        name: tx.name,
        status: tx.status,
        amount: tx.amount,
        total_amount: tx.total_amount,
        currency: tx.currency,
        to_amount: tx.to_amount ?? null,
        to_currency: tx.to_currency ?? null,
        rate: tx.rate ?? null,
      });
    },
    onFailure: (failure) => cb.current.onError?.(failure),
  });
  const values = state.draft;
  const source = all.find((a) => a.id === values.bank_account_id) ?? null;
  const target = all.find((a) => a.id === values.to_account_id) ?? null;

  // Prefill once the accounts are known: query, then repeat/return, then the rules. The
  // transfer map does not hold the form (P2, issue 26): until it arrives every pair of the
  // kind is offered, and the pair is fitted to it when it does.
  const [ready, setReady] = useState(false);
  const settled = accounts.status === 'ready';
  // A layout effect: without a repeat or return the form shows in the frame the accounts
  // arrive in, not a frame later (P2).
  useLayoutEffect(() => {
    if (!settled || ready) return;
    let live = true;
    const finish = (v: PairValues) => {
      if (!live) return;
      const { all: list, mapData: m } = latest.current;
      flow.setDraft({ ...v, ...fitPair(kind, list, v, m) });
      setReady(true);
    };
    const base = applyPairQuery(pairDefaults(kind), query);
    const action = query.action;
    if (query.transaction_id && (action === 'repeat' || action === 'return')) {
      client.http
        .data<Transaction>(`manager/transactions/${query.transaction_id}`)
        .then((tx) => finish(fromOriginal(base, tx, action)))
        .catch((error: unknown) => {
          console.warn('[flexportal] original transaction load failed', error);
          finish(base);
        });
    } else finish(base);
    return () => {
      live = false;
    };
  }, [settled, ready, kind, query, client, flow]);
  // The map arrived after the form showed: a pair it forbids moves to an allowed one; what
  // the user typed (the amount) stays.
  useLayoutEffect(() => {
    if (!ready || !mapData) return;
    const v = flow.store.getState().draft;
    const fitted = fitPair(kind, latest.current.all, v, mapData);
    if (fitted.bank_account_id !== v.bank_account_id || fitted.to_account_id !== v.to_account_id)
      flow.setDraft({ ...v, ...fitted });
  }, [ready, mapData, kind, flow]);

  const draft = useMemo<QuoteDraft>(
    () => ({
      bank_account_id: values.bank_account_id,
      to_account_id: values.to_account_id,
      amount: values.amount,
    }),
    [values.bank_account_id, values.to_account_id, values.amount],
  );
  const quoted = useQuote<QuoteDraft>({
    kind,
    draft: ready ? draft : EMPTY,
    // A transfer stays in one currency: no rate to follow.
    sell: kind === 'transfer' ? null : source?.currency,
    buy: kind === 'transfer' ? null : target?.currency,
    fetchTotal: (d, signal) =>
      client.http.data<QuotedTotal>(`manager/grand-total/${pathOf(kind)}`, {
        method: 'POST',
        body: pairBody(kind, { ...pairDefaults(kind), ...d }, null),
        signal,
      }),
  });
  quoteRef.current = quoted;

  // Convert: the amount not typed follows the rate (PP-5-19) of the quote shown, so the
  // fields and the total agree (a new quote after "the rate moved" included).
  const rate = quotedRate(quoted.state) ?? quoted.pair?.exchange?.rate ?? null;
  const { amount, crypto_amount, last_side } = values;
  const subUnits = [source?.sub_unit, target?.sub_unit] as const;
  useEffect(() => {
    if (kind !== 'convert' || !rate) return;
    const next = convertSides({ amount, crypto_amount, last_side }, rate, subUnits[0], subUnits[1]);
    if (next.amount !== amount || next.crypto_amount !== crypto_amount)
      flow.setDraft({ amount: next.amount, crypto_amount: next.crypto_amount ?? '' });
  }, [kind, rate, amount, crypto_amount, last_side, subUnits[0], subUnits[1], flow]);

  const change = useCallback(
    (patch: Partial<PairValues>) => {
      const before = flow.store.getState().draft;
      const next: PairValues = { ...before, ...patch, bypass_duplicate_check: false };
      if (patch.bank_account_id !== undefined) {
        const { all: list, mapData: m } = latest.current;
        const src = list.find((a) => a.id === patch.bank_account_id) ?? null;
        next.to_account_id = targetAfterSource(kind, list, src, before.to_account_id, m);
      }
      if (patch.amount !== undefined) next.last_side = 'buy';
      if (patch.crypto_amount !== undefined) next.last_side = 'sell';
      flow.setDraft(next);
    },
    [flow, kind],
  );

  // A refused quote's fields, as the catalogue's codes (issue 38).
  const totalErrors =
    quoted.state.status === 'error' ? refusedFields(quoted.state.error, values) : {};
  const errors = Object.keys(state.errors).length > 0 ? state.errors : totalErrors;
  const submit = () => submitAtQuote(quoted.quote, flow.submit);
  return {
    state,
    flow,
    values,
    errors,
    accounts,
    sources: sourceOptions(kind, all, mapData),
    targets: targetOptions(kind, all, source, mapData),
    source,
    target,
    ready,
    change,
    submit,
    quote: quoted,
  };
}

/** What the grand total of a pair needs (PP-5-16). */
interface QuoteDraft {
  bank_account_id: number | null;
  to_account_id: number | null;
  amount: string;
}
const EMPTY: QuoteDraft = { bank_account_id: null, to_account_id: null, amount: '' };
