import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { bindField } from '../../ui/bindField.js';
import { Field } from '../../ui/Field.js';
import { RadioGroup } from '../../ui/RadioGroup.js';
import type { AccountKind } from './beneficiaryValues.js';
import type { BeneficiaryFormModel } from './useBeneficiaryForm.js';

/** Props of {@link BeneficiaryAccountFields}: the form's values, errors and change. */
export type BeneficiaryAccountFieldsProps = Pick<
  BeneficiaryFormModel,
  'values' | 'errors' | 'change'
>;

/**
 * How the beneficiary is paid (PP-3.1-11): by IBAN, or by account number with a sort code
 * for UK payments (PP-4.5-12: a beneficiary without IBAN pays by FPS/CHAPS when it has a
 * sort code, else by SWIFT).
 */
export function BeneficiaryAccountFields(model: BeneficiaryAccountFieldsProps) {
  const t = useT(beneficiariesTexts);
  const bind = bindField(model);
  const errorsOf = (name: string) => (model.errors[name] ? [model.errors[name]] : undefined);
  return (
    <>
      <RadioGroup
        legend={t('beneficiaries.form.accountKind')}
        name="account_kind"
        data-field="account_kind"
        value={model.values.account_kind}
        errors={errorsOf('account_kind')}
        options={[
          { value: 'iban', label: t('beneficiaries.form.byIban') },
          { value: 'account', label: t('beneficiaries.form.byAccount') },
        ]}
        onChange={(v) => model.change({ account_kind: v as AccountKind })}
      />
      <div className="fp-grid">
        {model.values.account_kind === 'iban' ? (
          <Field
            label={t('beneficiaries.form.iban')}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            {...bind('iban')}
          />
        ) : (
          <>
            <Field
              label={t('beneficiaries.form.bankAccount')}
              autoComplete="off"
              maxLength={64}
              {...bind('bank_account')}
            />
            <Field
              label={t('beneficiaries.form.sortCode')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={16}
              hint={t('beneficiaries.form.sortCodeHint')}
              {...bind('sort_code')}
            />
          </>
        )}
      </div>
    </>
  );
}
