import type { BankAccount } from '@flexportal/core/contract';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { SelectField } from '../../ui/SelectField.js';
import type { BeneficiaryFormModel } from './useBeneficiaryForm.js';

/** Props of {@link BeneficiarySavedFor}. */
export interface BeneficiarySavedForProps
  extends Pick<BeneficiaryFormModel, 'values' | 'errors' | 'change'> {
  /** The company's accounts. */
  accounts: readonly BankAccount[];
}

/**
 * The account the beneficiary is saved for, or any account: the withdrawal form offers a
 * beneficiary only from its account or when it has none. Withdrawals leave fiat accounts,
 * so those are listed, plus the saved one whatever it is.
 */
export function BeneficiarySavedFor({
  accounts,
  values,
  errors,
  change,
}: BeneficiarySavedForProps) {
  const t = useT(beneficiariesTexts);
  const listed = accounts.filter(
    (a) => a.currency_unit.currency_type === 'fiat' || a.id === values.bank_account_id,
  );
  const error = errors.bank_account_id;
  return (
    <SelectField
      label={t('beneficiaries.form.savedFor')}
      data-field="bank_account_id"
      value={values.bank_account_id ?? ''}
      placeholder={t('beneficiaries.form.anyAccount')}
      options={listed.map((a) => ({
        value: String(a.id),
        label: t('beneficiaries.form.accountOption', { name: a.name, currency: a.currency }),
      }))}
      errors={error ? [error] : undefined}
      onChange={(e) => change({ bank_account_id: Number(e.currentTarget.value) || null })}
    />
  );
}
