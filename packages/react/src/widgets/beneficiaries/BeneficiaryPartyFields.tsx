import { useDictionary } from '../../hooks/useDictionary.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { bindField } from '../../ui/bindField.js';
import { Field } from '../../ui/Field.js';
import { RadioGroup } from '../../ui/RadioGroup.js';
import { SelectField } from '../../ui/SelectField.js';
import { CountrySelect } from '../shared/CountrySelect.js';
import type { BeneficiaryLegalType } from './beneficiaryValues.js';
import type { BeneficiaryFormModel } from './useBeneficiaryForm.js';

/** A free-market sector and its industries (dictionary `free_market_sectors`, PP-3.5). */
/** Props of {@link BeneficiaryPartyFields}. */
export interface BeneficiaryPartyFieldsProps
  extends Pick<BeneficiaryFormModel, 'values' | 'errors' | 'change'> {
  /** Shows the free-market sector and industry (a free-market account exists or one is set). */
  freeMarket: boolean;
}

/**
 * Who the beneficiary is: legal type, the name fields that type needs (company name, or
 * first and last name), a company's free-market sector and industry, and the address.
 */
export function BeneficiaryPartyFields({ freeMarket, ...model }: BeneficiaryPartyFieldsProps) {
  const t = useT(beneficiariesTexts);
  const bind = bindField(model);
  const v = model.values;
  const errorsOf = (name: string) => (model.errors[name] ? [model.errors[name]] : undefined);
  const sectors = useDictionary('free_market_sectors') ?? [];
  const sector = sectors.find((s) => s.id === v.free_market_sector_id);
  const idOf = (value: string) => (value ? Number(value) : null);
  return (
    <>
      <RadioGroup
        legend={t('beneficiaries.form.legalType')}
        name="legal_type"
        data-field="legal_type"
        value={v.legal_type}
        errors={errorsOf('legal_type')}
        options={[
          { value: 'company', label: t('beneficiaries.legal.company') },
          { value: 'individual', label: t('beneficiaries.legal.individual') },
        ]}
        onChange={(value) => model.change({ legal_type: value as BeneficiaryLegalType })}
      />
      <div className="fp-grid">
        {v.legal_type === 'company' ? (
          <Field
            label={t('beneficiaries.form.companyName')}
            maxLength={200}
            {...bind('company_name')}
          />
        ) : (
          <>
            <Field
              label={t('beneficiaries.form.firstName')}
              maxLength={120}
              {...bind('first_name')}
            />
            <Field
              label={t('beneficiaries.form.lastName')}
              maxLength={120}
              {...bind('last_name')}
            />
          </>
        )}
      </div>
      {v.legal_type === 'company' && freeMarket ? (
        <div className="fp-grid">
          <SelectField
            label={t('beneficiaries.form.sector')}
            data-field="free_market_sector_id"
            value={v.free_market_sector_id ?? ''}
            placeholder={t('beneficiaries.form.none')}
            options={sectors.map((s) => ({ value: String(s.id), label: s.name }))}
            errors={errorsOf('free_market_sector_id')}
            onChange={(e) => model.change({ free_market_sector_id: idOf(e.currentTarget.value) })}
          />
          <SelectField
            label={t('beneficiaries.form.industry')}
            data-field="free_market_industry_id"
            value={v.free_market_industry_id ?? ''}
            disabled={!sector}
            placeholder={t('beneficiaries.form.none')}
            options={(sector?.industries ?? []).map((i) => ({
              value: String(i.id),
              label: i.name,
            }))}
            errors={errorsOf('free_market_industry_id')}
            onChange={(e) => model.change({ free_market_industry_id: idOf(e.currentTarget.value) })}
          />
        </div>
      ) : null}
      <fieldset className="fp-section" part="section address">
        <legend>{t('beneficiaries.form.address')}</legend>
        <div className="fp-grid">
          <CountrySelect
            label={t('beneficiaries.form.country')}
            name="country"
            value={v.country}
            errors={errorsOf('country')}
            onChange={(country) => model.change({ country })}
          />
          <Field label={t('beneficiaries.form.city')} maxLength={120} {...bind('city')} />
          <Field label={t('beneficiaries.form.street')} maxLength={200} {...bind('street')} />
          <Field
            label={t('beneficiaries.form.buildingNumber')}
            maxLength={40}
            {...bind('building_number')}
          />
          <Field
            label={t('beneficiaries.form.buildingName')}
            maxLength={120}
            {...bind('building_name')}
          />
          <Field label={t('beneficiaries.form.zipCode')} maxLength={40} {...bind('zip_code')} />
        </div>
      </fieldset>
    </>
  );
}
