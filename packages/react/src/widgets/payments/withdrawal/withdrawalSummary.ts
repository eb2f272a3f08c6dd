import type { OtpSummary } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { WithdrawalValues } from './withdrawalValues.js';

/**
 * What the code dialog repeats before a withdrawal's code is entered: the amount with its
 * currency, the payee, where the money goes (IBAN or account number) and the account it
 * leaves. Lines with nothing to show are left out.
 */
export function withdrawalSummary(
  values: WithdrawalValues,
  account: Pick<BankAccount, 'name' | 'currency'> | null,
  t: Translate,
): OtpSummary {
  const payee =
    values.customer_legal_type === 'individual'
      ? `${values.customer_first_name} ${values.customer_last_name}`.trim()
      : values.customer_name.trim();
  const lines = [
    { label: t('withdrawal.amount'), value: `${values.amount} ${account?.currency ?? ''}`.trim() },
    { label: t('withdrawal.payee'), value: payee },
    values.customer_iban
      ? { label: t('withdrawal.iban'), value: values.customer_iban }
      : { label: t('withdrawal.account'), value: values.customer_account },
    { label: t('withdrawal.fromAccount'), value: account?.name ?? '' },
  ];
  return lines.filter((line) => line.value !== '');
}
