import { compareDecimal, formatAmount, isDecimal, type OtpSummary } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';

/** The top-up form's draft (AC-7admin-03). */
export interface CreditValues {
  bank_account_id: number | null;
  /** Canonical decimal string, as typed ("12.50"). */
  amount: string;
  note: string;
  /** Set by the duplicate dialog's confirmation (PP-8-09): the server skips that check. */
  bypass_duplicate_check?: boolean;
}

/** An account as the top-up offers it: a company's account, with the company's id. */
export type CreditAccount = Pick<
  BankAccount,
  'id' | 'name' | 'currency' | 'available_balance' | 'sub_unit'
> & { company_id?: number | null | undefined };

/** An empty top-up: no account, no amount, no note. */
export function creditDefaults(): CreditValues {
  return { bank_account_id: null, amount: '', note: '' };
}

/** The body of `POST a/transactions/credit`: the note only when there is one. */
export function toCreditBody(v: CreditValues) {
  const note = v.note.trim();
  return {
    bank_account_id: v.bank_account_id,
    amount: v.amount,
    ...(note ? { note } : {}),
    ...(v.bypass_duplicate_check ? { bypass_duplicate_check: true } : {}),
  };
}

/**
 * Whether the top-up may go to its confirmation: an account is chosen and the amount is a
 * decimal above zero. The server judges the rest (decimals of the currency, the account).
 */
export function canConfirmCredit(v: CreditValues): boolean {
  return v.bank_account_id !== null && isDecimal(v.amount) && compareDecimal(v.amount, '0') > 0;
}

/**
 * What the confirmation and the code dialog repeat before money is credited: the amount
 * with its currency, the account, its company and the note (lines with nothing are left
 * out). The amount reads as on the rest of the screen (grouped, in `locale`).
 */
export function creditSummary(
  v: CreditValues,
  account: CreditAccount | null,
  company: string,
  t: Translate,
  locale = 'en',
): OtpSummary {
  const amount = isDecimal(v.amount)
    ? formatAmount(v.amount, locale, { currency: account?.currency ?? '' })
    : v.amount;
  return [
    { label: t('adminCredit.amount'), value: amount },
    { label: t('adminCredit.account'), value: account?.name ?? '' },
    { label: t('adminCredit.company'), value: company },
    { label: t('adminCredit.note'), value: v.note.trim() },
  ].filter((line) => line.value !== '');
}
