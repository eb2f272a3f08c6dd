import {
  convertSides,
  moneyMoved,
  networkOfCurrency,
  type OtpSummary,
  type Quote,
  type QuotedTotal,
  type SentQuote,
  targetAfterSource,
  targetOptions,
  toErrorResponse,
} from '@flexportal/core';
import type { BankAccount, CryptoNetwork, Transaction } from '@flexportal/core/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useBankAccounts } from '../../hooks/useBankAccounts.js';
import { quotedRate, submitAtQuote, useQuote } from '../../hooks/useQuote.js';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';
import { cryptoProductOf } from './cryptoProduct.js';
import { useCryptoWallets } from './useCryptoWallets.js';

/** Buy: fiat to crypto (PP-3.3-12); sell: crypto to fiat. */
export type ExchangeSide = 'buy' | 'sell';

/** The buy or sell draft as the form holds it. */
export interface CryptoExchangeValues {
  bank_account_id: number | null;
  to_account_id: number | null;
  /** What leaves the source account (fiat for buy, crypto for sell). */
  amount: string;
  /** What the target account receives; editable too (`last_side`). */
  crypto_amount: string;
  /** buy: `amount` was typed last; sell: `crypto_amount` was (PP-5-19). */
  last_side: 'buy' | 'sell';
  /** Buy only: the target currency's network and a saved wallet of it. */
  network: CryptoNetwork | null;
  wallet_id: number | null;
  bypass_duplicate_check?: boolean;
}

/** Inputs of {@link useCryptoExchange}. */
export interface CryptoExchangeInput {
  /** `amt`: the amount to start with. */
  amount?: string | undefined;
  /** `aid`: the source account. */
  accountId?: number | undefined;
  /** `tid`: the target account. */
  toAccountId?: number | undefined;
  /** `{product}` of the calls. */
  product?: string | undefined;
  /** A transaction was created. */
  onSubmitted?: (detail: ExchangeSubmitted) => void;
}

/** Detail of the `submitted` event of buy and sell. */
export interface ExchangeSubmitted {
  transaction_id: number;
  name: string;
  status: string;
  amount: string;
  currency: string;
  to_amount: string | null;
  to_currency: string | null;
}

/** The `detail` of the buy screen's events (names in lower case, as r2wc does). */
export interface CryptoBuyEventDetails {
  submitted: ExchangeSubmitted;
}
/** The `detail` of the sell screen's events. */
export interface CryptoSellEventDetails {
  submitted: ExchangeSubmitted;
}

const isCrypto = (a: BankAccount) => a.currency_unit.currency_type === 'crypto';

/**
 * Buy and sell crypto on the quote lifecycle (issue 17: the live rate with its countdown,
 * the total recalculated on each new rate, the rate-moved check before money moves, 30 s
 * pause on submit): the source and target pickers of a convert pair in the direction of
 * `side` (PP-4.6, PP-5-17/18), both amounts editable (PP-5-19), for buy the network and a
 * saved wallet of the target currency, and the submit flow with the code dialog.
 */
export function useCryptoExchange(side: ExchangeSide, input: CryptoExchangeInput) {
  const client = useFlexportalClient();
  const cb = useRef(input);
  cb.current = input;
  const product = cryptoProductOf(input.product);
  const accounts = useBankAccounts();
  const all = accounts.data ?? [];
  const { wallets } = useCryptoWallets();
  // Buy sells fiat for crypto; sell the other way round.
  const sources = useMemo(
    () =>
      (accounts.data ?? []).filter(
        (a) =>
          isCrypto(a) === (side === 'sell') &&
          targetOptions('convert', accounts.data ?? [], a).some((t) => isCrypto(t) !== isCrypto(a)),
      ),
    [accounts.data, side],
  );
  const allRef = useRef(all);
  allRef.current = all;
  const targetsOf = (source: BankAccount | undefined) =>
    targetOptions('convert', allRef.current, source).filter(
      (t) => isCrypto(t) === (side === 'buy'),
    );

  const start = (): CryptoExchangeValues => {
    const list = allRef.current.filter((a) => isCrypto(a) === (side === 'sell'));
    const source =
      list.find((a) => a.id === input.accountId) ?? list.find((a) => a.selected) ?? list[0];
    const targets = targetsOf(source);
    const target = targets.find((a) => a.id === input.toAccountId) ?? targets[0];
    return {
      bank_account_id: source?.id ?? null,
      to_account_id: target?.id ?? null,
      amount: input.amount ?? '',
      crypto_amount: '',
      last_side: 'buy',
      network: side === 'buy' ? networkOfCurrency(target?.currency) : null,
      wallet_id: null,
    };
  };

  // Filled below: the submit reads the quote shown and the code dialog's summary lazily.
  const quoteRef = useRef<Quote<CryptoExchangeValues> | null>(null);
  // The code dialog's lines, from the quote the submit was sent at (what the code approves).
  const summaryRef = useRef<
    (v: CryptoExchangeValues, held: QuotedTotal | null) => OtpSummary | null
  >(() => null);
  const [state, flow] = useSubmitFlow<CryptoExchangeValues, Transaction>({
    defaults: start,
    send: (values, request) =>
      client.http
        .data<Transaction>(
          `manager/crypto/${product}/exchange/${side === 'buy' ? 'fiat-crypto' : 'crypto-fiat'}`,
          {
            ...request,
            method: 'POST',
            body: bodyOf(values, quoteRef.current?.sent(Boolean(request.otpCode))),
          },
        )
        .catch((error: unknown) => {
          // The quote no longer holds: the server's new one shows before anything moves.
          const res = toErrorResponse(error);
          if (res.status === 422) quoteRef.current?.refused(res.body);
          throw error;
        }),
    otp: client.otp,
    summary: (values) => summaryRef.current(values, quoteRef.current?.held() ?? null),
    onSubmit: () => quoteRef.current?.submitted(),
    onSuccess: (tx) => {
      moneyMoved(client.cache);
      cb.current.onSubmitted?.({
        transaction_id: tx.id,
        name: tx.name,
        status: tx.status,
        amount: tx.amount,
        currency: tx.currency,
        to_amount: tx.to_amount ?? null,
        to_currency: tx.to_currency ?? null,
      });
    },
  });
  const values = state.draft;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || accounts.status !== 'ready') return;
    started.current = true;
    flow.setDraft(start());
  });

  const source = all.find((a) => a.id === values.bank_account_id) ?? null;
  const target = all.find((a) => a.id === values.to_account_id) ?? null;
  const draft = useMemo(() => values, [values]);
  const {
    state: quoteState,
    pair,
    quote,
  } = useQuote<CryptoExchangeValues>({
    kind: side === 'buy' ? 'buy' : 'convert',
    draft,
    sell: source?.currency,
    buy: target?.currency,
    fetchTotal: (d, signal) =>
      client.http.data<QuotedTotal>(
        side === 'buy'
          ? `manager/grand-total/${product}/exchange/fiat-crypto`
          : 'manager/grand-total/convert',
        { method: 'POST', body: bodyOf(d, undefined), signal },
      ),
  });
  quoteRef.current = quote;

  // The amount not typed follows the rate (PP-5-19) of the quote shown, else the live one,
  // at each side's decimals: the fields and the total agree.
  const rate = quotedRate(quoteState) ?? pair?.exchange?.rate ?? null;
  useEffect(() => {
    const next = convertSides(values, rate, source?.sub_unit, target?.sub_unit);
    if (next.amount !== values.amount || (next.crypto_amount ?? '') !== values.crypto_amount)
      flow.setDraft({ amount: next.amount, crypto_amount: next.crypto_amount ?? '' });
  }, [flow, rate, source?.sub_unit, target?.sub_unit, values]);

  const change = (patch: Partial<CryptoExchangeValues>) => {
    const next: Partial<CryptoExchangeValues> = { ...patch, bypass_duplicate_check: false };
    if (patch.amount !== undefined) next.last_side = 'buy';
    if (patch.crypto_amount !== undefined) next.last_side = 'sell';
    if (patch.bank_account_id !== undefined) {
      const from = allRef.current.find((a) => a.id === patch.bank_account_id);
      // PP-4.6-01/02: a target no longer allowed is cleared, an empty one auto-chosen.
      const kept = targetAfterSource('convert', allRef.current, from, values.to_account_id);
      const ok = targetsOf(from).some((t) => t.id === kept);
      next.to_account_id = ok ? kept : (targetsOf(from)[0]?.id ?? null);
    }
    const toId = next.to_account_id !== undefined ? next.to_account_id : patch.to_account_id;
    if (side === 'buy' && toId !== undefined) {
      const to = allRef.current.find((a) => a.id === toId);
      next.network = networkOfCurrency(to?.currency);
      const wallet = (wallets.data ?? []).find((w) => w.id === values.wallet_id);
      if (wallet && wallet.currency !== to?.currency) next.wallet_id = null;
    }
    flow.setDraft(next);
  };

  return {
    side,
    state,
    flow,
    values,
    accounts: accounts.status === 'ready' ? all : null,
    sources,
    targets: targetsOf(source ?? undefined),
    source,
    target,
    wallets: (wallets.data ?? []).filter((w) => w.currency === target?.currency),
    quoteState,
    pair,
    quote,
    summaryRef,
    change,
    /** Submits at the quote shown (waits for a total being asked for; a moved one shows). */
    submit: () => submitAtQuote(quote, flow.submit),
  };
}

/** The draft as the API takes it: buy keeps network and wallet, sell drops them; the price shown goes along. */
function bodyOf(d: CryptoExchangeValues, sent: SentQuote | undefined) {
  const base = {
    bank_account_id: d.bank_account_id,
    to_account_id: d.to_account_id,
    amount: d.amount,
    ...(d.crypto_amount ? { crypto_amount: d.crypto_amount } : {}),
    last_side: d.last_side,
    ...(d.bypass_duplicate_check ? { bypass_duplicate_check: true } : {}),
    ...(sent?.quote_id
      ? { quote_id: sent.quote_id }
      : sent?.quoted_rate
        ? { quoted_rate: sent.quoted_rate }
        : {}),
  };
  return d.network !== null ? { ...base, network: d.network, wallet_id: d.wallet_id } : base;
}
