import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { bindField } from '../../ui/bindField.js';
import { Field } from '../../ui/Field.js';
import { CountrySelect } from '../shared/CountrySelect.js';
import type { BeneficiaryFormModel } from './useBeneficiaryForm.js';

/** Props of {@link BeneficiaryBankFields}: the form's values, errors and change. */
export type BeneficiaryBankFieldsProps = Pick<BeneficiaryFormModel, 'values' | 'errors' | 'change'>;

/** The beneficiary's bank: SWIFT code (8 or 11 characters), name, country, city, address. */
export function BeneficiaryBankFields(model: BeneficiaryBankFieldsProps) {
  const t = useT(beneficiariesTexts);
  const bind = bindField(model);
  const error = model.errors.bank_country;
  return (
    <fieldset className="fp-section" part="section bank">
      <legend>{t('beneficiaries.form.bank')}</legend>
      <div className="fp-grid">
        <Field
          label={t('beneficiaries.form.bankSwift')}
          autoComplete="off"
          spellCheck={false}
          maxLength={14}
          {...bind('bank_swift')}
        />
        <Field label={t('beneficiaries.form.bankName')} maxLength={200} {...bind('bank_name')} />
        <CountrySelect
          label={t('beneficiaries.form.bankCountry')}
          name="bank_country"
          value={model.values.bank_country}
          errors={error ? [error] : undefined}
          onChange={(bank_country) => model.change({ bank_country })}
        />
        <Field label={t('beneficiaries.form.bankCity')} maxLength={120} {...bind('bank_city')} />
        <Field
          label={t('beneficiaries.form.bankAddress')}
          maxLength={300}
          {...bind('bank_address')}
        />
      </div>
    </fieldset>
  );
}
