import { formatAmount, type OtpSummary } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';

/** An account of the affiliate owner the affiliate may send to (no balance is shown). */
export interface OwnerAccount {
  id: number;
  name: string;
  currency: string;
}

/** Answer of `GET manager/affiliate-owner`. */
export interface AffiliateOwner {
  id: number;
  name: string;
  accounts: OwnerAccount[];
}

/** The form's draft. */
export interface SendFundsValues {
  bank_account_id: number | null;
  to_account_id: number | null;
  /** Canonical decimal string, or what was typed when unreadable. */
  amount: string;
  bypass_duplicate_check: boolean;
}

/** The owner's accounts in the currency of the chosen own account (a transfer, no exchange). */
export const targetsFor = (
  owner: AffiliateOwner | null,
  source: Pick<BankAccount, 'currency'> | null,
): OwnerAccount[] =>
  owner && source ? owner.accounts.filter((a) => a.currency === source.currency) : [];

/**
 * Applies a change: choosing another own account keeps the target only when it is still in
 * that currency, else takes the owner's first account in it.
 */
export function applySendChange(
  before: SendFundsValues,
  patch: Partial<SendFundsValues>,
  targets: (sourceId: number | null) => OwnerAccount[],
): SendFundsValues {
  const after = { ...before, ...patch, bypass_duplicate_check: false };
  if (patch.bank_account_id !== undefined) {
    const options = targets(after.bank_account_id);
    if (!options.some((a) => a.id === after.to_account_id))
      after.to_account_id = options[0]?.id ?? null;
  }
  return after;
}

/** The body of `POST manager/transactions/send-funds-affiliate` (a transfer draft). */
export function sendFundsBody(values: SendFundsValues) {
  return {
    bank_account_id: values.bank_account_id ?? 0,
    to_account_id: values.to_account_id ?? 0,
    amount: values.amount,
    ...(values.bypass_duplicate_check ? { bypass_duplicate_check: true } : {}),
  };
}

/** What the code dialog repeats: amount, the owner and its account, the account it leaves. */
export function sendFundsSummary(
  values: SendFundsValues,
  source: Pick<BankAccount, 'name' | 'currency'> | null,
  owner: AffiliateOwner | null,
  t: Translate,
  locale = 'en',
): OtpSummary {
  const target = owner?.accounts.find((a) => a.id === values.to_account_id);
  const amount = /^\d+(\.\d+)?$/.test(values.amount)
    ? formatAmount(values.amount, locale, { currency: source?.currency ?? '' })
    : values.amount;
  return [
    { label: t('sendFundsAffiliate.amount'), value: amount },
    {
      label: t('sendFundsAffiliate.summaryTo'),
      value: target ? `${owner?.name} · ${target.name}` : '',
    },
    { label: t('sendFundsAffiliate.fromAccount'), value: source?.name ?? '' },
  ].filter((line) => line.value !== '');
}
