import {
  amountOrDefault,
  convertAmount,
  DEFAULT_AMOUNTS,
  depositPaymentLink,
  formatAmount,
  networkOfCurrency,
  pairKey,
} from '@flexportal/core';
import type { BankAccount, CryptoNetwork, Transaction } from '@flexportal/core/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { useRatePair } from '../../../hooks/useRatePair.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { cryptoReceiveTexts } from '../../../i18n/areas/cryptoReceive.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { cryptoProductOf } from '../cryptoProduct.js';
import { useIncomingDeposits } from './useIncomingDeposits.js';

/** The crypto receive draft as the form holds it (PP-3.3-13). */
export interface CryptoReceiveValues {
  to_account_id: number | null;
  network: CryptoNetwork | null;
  /** Default 0.001 (PP-9-04). */
  amount: string;
  fiat_amount?: string;
  /** Default true (PP-3.3-13). */
  is_crypto_auto_sell: boolean;
  bypass_duplicate_check?: boolean;
}

/** The fiat currency `fiat_amount` is in: the default fiat currency (PP-3.2-13). */
const FIAT = 'EUR';

/** The deposit wallet the server gives for an account and network (PP-7.4-12). */
interface DepositWallet {
  to_account_id: number;
  currency: string;
  network: string;
  address: string;
}

/** What the host hears from the receive screen. */
export interface CryptoReceiveCallbacks {
  /** A deposit request was created. */
  onRequested?: (detail: { transaction_id: number; amount: string; currency: string }) => void;
  /** A deposit arrived at the account (live). */
  onReceived?: (detail: { amount: string; currency: string }) => void;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface CryptoReceiveEventDetails {
  requested: { transaction_id: number; amount: string; currency: string };
  received: { amount: string; currency: string };
}

/** Inputs of {@link useCryptoReceive}. */
export interface CryptoReceiveInput extends CryptoReceiveCallbacks {
  amount?: string | undefined;
  accountId?: number | undefined;
  product?: string | undefined;
}

/**
 * The receive screen's wiring: crypto accounts, the deposit wallet of the chosen account
 * and network (asked again when either changes), the payment link of the address and
 * amount, the deposit request through the submit flow, and the deposits arriving live.
 */
export function useCryptoReceive(input: CryptoReceiveInput) {
  const client = useFlexportalClient();
  const t = useT(cryptoReceiveTexts);
  const locale = useLocale();
  const cb = useRef(input);
  cb.current = input;
  const product = cryptoProductOf(input.product);
  const accounts = useBankAccounts();
  const crypto = useMemo(
    () => accounts.data?.filter((a) => a.currency_unit.currency_type === 'crypto') ?? [],
    [accounts.data],
  );
  const cryptoRef = useRef(crypto);
  cryptoRef.current = crypto;
  const start = (): CryptoReceiveValues => {
    const list = cryptoRef.current;
    const chosen =
      list.find((a) => a.id === input.accountId) ?? list.find((a) => a.selected) ?? list[0];
    return {
      to_account_id: chosen?.id ?? null,
      network: networkOfCurrency(chosen?.currency),
      amount: amountOrDefault(input.amount, DEFAULT_AMOUNTS.cryptoReceive),
      is_crypto_auto_sell: true,
    };
  };
  const fiatRef = useRef<string | null>(null);
  const keyRef = useRef<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const [state, flow] = useSubmitFlow<CryptoReceiveValues, Transaction>({
    defaults: start,
    send: (values, request) =>
      client.http.data<Transaction>(`manager/crypto/${product}/deposit`, {
        ...request,
        method: 'POST',
        body: { ...values, ...(fiatRef.current ? { fiat_amount: fiatRef.current } : {}) },
      }),
    otp: client.otp,
    summary: (values) => {
      const account = cryptoRef.current.find((a) => a.id === values.to_account_id);
      return [
        {
          label: t('cryptoReceive.amount'),
          value: formatAmount(values.amount, locale, { currency: account?.currency ?? '' }),
        },
        { label: t('cryptoReceive.toAccount'), value: account?.name ?? '' },
        { label: t('cryptoReceive.network'), value: values.network ?? '' },
      ].filter((l) => l.value !== '');
    },
    onSuccess: (tx) => {
      // PP-4.1-07: after a deposit request the rate refresh stops for good, until cleared.
      const key = keyRef.current;
      if (key) client.rates.pauseForever(key);
      setStopped(true);
      cb.current.onRequested?.({ transaction_id: tx.id, amount: tx.amount, currency: tx.currency });
    },
  });
  const values = state.draft;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || accounts.status !== 'ready') return;
    started.current = true;
    flow.setDraft(start());
  });
  const account: BankAccount | null = crypto.find((a) => a.id === values.to_account_id) ?? null;
  // The live rate to the default fiat currency, and the amount in it (PP-5-19, 2 decimals).
  const pair = useRatePair(account?.currency, FIAT);
  const rate = pair?.exchange?.rate ?? null;
  const fiatAmount = rate ? convertAmount(values.amount, rate, 'buy', 2) : null;
  fiatRef.current = fiatAmount;
  keyRef.current = account ? pairKey(account.currency, FIAT) : null;

  const [wallet, setWallet] = useState<DepositWallet | null>(null);
  const [walletError, setWalletError] = useState(false);
  const { to_account_id: accountId, network } = values;
  useEffect(() => {
    setWallet(null);
    setWalletError(false);
    if (accountId === null || !network) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ to_account_id: String(accountId), network });
    client.http
      .data<DepositWallet>(`manager/crypto/${product}/wallet-for-deposit?${query}`, {
        signal: controller.signal,
      })
      .then(setWallet, (error: unknown) => {
        if (controller.signal.aborted) return;
        logLoadFailure('deposit wallet', error);
        setWalletError(true);
      });
    return () => controller.abort();
  }, [client, product, accountId, network]);

  const deposits = useIncomingDeposits(accountId, account?.total_balance ?? null);
  const newest = deposits[0];
  useEffect(() => {
    if (newest) cb.current.onReceived?.({ amount: newest.amount, currency: newest.currency });
  }, [newest]);

  const change = (patch: Partial<CryptoReceiveValues>) => {
    const next = { ...patch, bypass_duplicate_check: false };
    if (patch.to_account_id !== undefined) {
      const to = cryptoRef.current.find((a) => a.id === patch.to_account_id);
      next.network = networkOfCurrency(to?.currency);
    }
    flow.setDraft(next);
  };
  /** Clears the requested deposit's wallet: the rate refresh resumes (PP-4.1-07). */
  const clear = () => {
    const key = keyRef.current;
    if (key) client.rates.resume(key);
    setStopped(false);
    flow.dismissDialog();
  };
  return {
    state,
    flow,
    values,
    pair,
    fiatAmount,
    fiatCurrency: FIAT,
    stopped,
    clear,
    accounts: accounts.status === 'ready' ? crypto : null,
    account,
    wallet,
    walletError,
    link: wallet ? depositPaymentLink(wallet.network, wallet.address, values.amount) : null,
    deposits,
    change,
    errors: state.errors,
  };
}
