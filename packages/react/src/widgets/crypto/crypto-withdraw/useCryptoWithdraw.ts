import {
  amountOrDefault,
  DEFAULT_AMOUNTS,
  formatAmount,
  type HostFailure,
  moneyMoved,
  networkOfCurrency,
  type OtpSummary,
  type QuotedTotal,
  refusedFields,
} from '@flexportal/core';
import type {
  BankAccount,
  CryptoNetwork,
  CryptoWallet,
  Transaction,
} from '@flexportal/core/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { useQuote } from '../../../hooks/useQuote.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { cryptoWithdrawTexts } from '../../../i18n/areas/cryptoWithdraw.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { cryptoProductOf } from '../cryptoProduct.js';
import { useCryptoWallets } from '../useCryptoWallets.js';

/** The crypto withdraw draft as the form holds it (PP-3.3-14). */
export interface CryptoWithdrawValues {
  bank_account_id: number | null;
  /** Default 0.001 (PP-9-04). */
  amount: string;
  network: CryptoNetwork | null;
  wallet_id: number | null;
  bypass_duplicate_check?: boolean;
}

/** What the host hears from the crypto withdraw screen. */
export interface CryptoWithdrawCallbacks {
  /** A withdrawal was created. */
  onSubmitted?: (detail: CryptoWithdrawSubmitted) => void;
  /** A submit failed for good (never for a challenge or the duplicate prompt). */
  onError?: (detail: HostFailure) => void;
  /** The server asked for a two-factor code before moving the money. */
  onOtpRequired?: () => void;
}

/** Detail of the `submitted` event. */
export interface CryptoWithdrawSubmitted {
  transaction_id: number;
  name: string;
  status: string;
  amount: string;
  total_amount: string;
  currency: string;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface CryptoWithdrawEventDetails {
  submitted: CryptoWithdrawSubmitted;
  error: HostFailure;
  otprequired: undefined;
}

/** Inputs of {@link useCryptoWithdraw}: the two query shortcuts the route takes (PP-2.4-12). */
export interface CryptoWithdrawInput extends CryptoWithdrawCallbacks {
  /** `amt`. */
  amount?: string | undefined;
  /** `aid`: a crypto account. */
  accountId?: number | undefined;
  /** `{product}` of the calls. */
  product?: string | undefined;
}

/**
 * The crypto withdraw screen's wiring: crypto accounts, the saved wallets of the chosen
 * account's currency, the network that currency uses, the fee preview only with account,
 * amount, wallet and network set (PP-5-16), and the submit flow (code dialog, duplicate).
 */
export function useCryptoWithdraw(input: CryptoWithdrawInput) {
  const client = useFlexportalClient();
  const t = useT(cryptoWithdrawTexts);
  const locale = useLocale();
  const cb = useRef(input);
  cb.current = input;
  const product = cryptoProductOf(input.product);
  const accounts = useBankAccounts();
  const crypto = useMemo(
    () => accounts.data?.filter((a) => a.currency_unit.currency_type === 'crypto') ?? [],
    [accounts.data],
  );
  const { wallets, allowed } = useCryptoWallets();
  const cryptoRef = useRef(crypto);
  cryptoRef.current = crypto;
  const walletsRef = useRef<CryptoWallet[]>([]);
  walletsRef.current = wallets.data ?? [];

  const start = (): CryptoWithdrawValues => {
    const list = cryptoRef.current;
    const chosen =
      list.find((a) => a.id === input.accountId) ?? list.find((a) => a.selected) ?? list[0];
    return {
      bank_account_id: chosen?.id ?? null,
      amount: amountOrDefault(input.amount, DEFAULT_AMOUNTS.cryptoWithdraw),
      network: networkOfCurrency(chosen?.currency),
      wallet_id: null,
    };
  };
  const [state, flow] = useSubmitFlow<CryptoWithdrawValues, Transaction>({
    defaults: start,
    send: (values, request) =>
      client.http.data<Transaction>(`manager/crypto/${product}/withdraw-crypto`, {
        ...request,
        method: 'POST',
        body: values,
      }),
    otp: client.otp,
    summary: (values): OtpSummary => {
      const account = cryptoRef.current.find((a) => a.id === values.bank_account_id);
      const wallet = walletsRef.current.find((w) => w.id === values.wallet_id);
      return [
        {
          label: t('cryptoWithdraw.amount'),
          value: formatAmount(values.amount, locale, { currency: account?.currency ?? '' }),
        },
        {
          label: t('cryptoWithdraw.wallet'),
          value: wallet ? `${wallet.name} ${wallet.wallet}` : '',
        },
        { label: t('cryptoWithdraw.network'), value: values.network ?? '' },
        { label: t('cryptoWithdraw.fromAccount'), value: account?.name ?? '' },
      ].filter((line) => line.value !== '');
    },
    onSuccess: (tx) => {
      moneyMoved(client.cache);
      cb.current.onSubmitted?.({
        transaction_id: tx.id,
        name: tx.name,
        status: tx.status,
        amount: tx.amount,
        total_amount: tx.total_amount,
        currency: tx.currency,
      });
    },
    onChallenge: () => cb.current.onOtpRequired?.(),
    onFailure: (failure) => cb.current.onError?.(failure),
  });
  const values = state.draft;

  // The accounts arrive after the flow is made: start the draft from them once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || accounts.status !== 'ready') return;
    started.current = true;
    flow.setDraft(start());
  });

  const account: BankAccount | null = crypto.find((a) => a.id === values.bank_account_id) ?? null;
  const usable = useMemo(
    () => (wallets.data ?? []).filter((w) => w.currency === account?.currency),
    [wallets.data, account?.currency],
  );
  const change = (patch: Partial<CryptoWithdrawValues>) => {
    const next = { ...patch, bypass_duplicate_check: false };
    if (patch.bank_account_id !== undefined) {
      const to = cryptoRef.current.find((a) => a.id === patch.bank_account_id);
      next.network = networkOfCurrency(to?.currency);
      // A wallet of another currency cannot stay chosen.
      const wallet = walletsRef.current.find((w) => w.id === values.wallet_id);
      if (wallet && wallet.currency !== to?.currency) next.wallet_id = null;
    }
    flow.setDraft(next);
  };
  // The quote lifecycle of issue 17 with no pair (one currency: no rate): the total only
  // with account, amount, wallet and network set (PP-5-16), a newer request aborting older.
  const { state: quoteState } = useQuote<CryptoWithdrawValues>({
    kind: 'withdraw',
    draft: values,
    sell: null,
    buy: null,
    fetchTotal: (d, signal) =>
      client.http.data<QuotedTotal>(`manager/grand-total/${product}/withdraw-crypto`, {
        method: 'POST',
        body: d,
        signal,
      }),
  });
  // PP-5-05: a refused preview puts its field errors on the form, as the catalogue's codes
  // (issue 38).
  const previewErrors =
    quoteState.status === 'error' ? refusedFields(quoteState.error, values) : {};

  return {
    state,
    flow,
    values,
    accounts: accounts.status === 'ready' ? crypto : null,
    account,
    wallets: usable,
    walletsAllowed: allowed,
    errors: Object.keys(state.errors).length > 0 ? state.errors : previewErrors,
    quote: quoteState,
    change,
  };
}
