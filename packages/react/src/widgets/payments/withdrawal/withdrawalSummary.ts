import { formatAmount, type OtpSummary } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { WithdrawalValues } from './withdrawalValues.js';

/**
 * What the code dialog repeats before a withdrawal's code is entered: the amount with its
 * currency, the payee, where the money goes (IBAN or account number) and the account it
 * leaves. Lines with nothing to show are left out. The amount reads as on the rest of the
 * screen (grouped, in `locale`); text that is no amount yet stays as typed.
 */
export function withdrawalSummary(
  values: WithdrawalValues,
  account: Pick<BankAccount, 'name' | 'currency'> | null,
  t: Translate,
  locale = 'en',
): OtpSummary {
  const amount = /^\d+(\.\d+)?$/.test(values.amount)
    ? formatAmount(values.amount, locale, { currency: account?.currency ?? '' })
    : `${values.amount} ${account?.currency ?? ''}`.trim();
  const payee =
    values.customer_legal_type === 'individual'
      ? `${values.customer_first_name} ${values.customer_last_name}`.trim()
      : values.customer_name.trim();
  const lines = [
    { label: t('withdrawal.amount'), value: amount },
    { label: t('withdrawal.payee'), value: payee },
    values.customer_iban
      ? { label: t('withdrawal.iban'), value: values.customer_iban }
      : { label: t('withdrawal.account'), value: values.customer_account },
    { label: t('withdrawal.fromAccount'), value: account?.name ?? '' },
  ];
  return lines.filter((line) => line.value !== '');
}
