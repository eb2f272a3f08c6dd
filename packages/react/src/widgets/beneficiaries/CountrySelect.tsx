import { useDictionary } from '../../hooks/useDictionary.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { SelectField } from '../../ui/SelectField.js';

/** One entry of the countries dictionary. */
/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  /** Visible label. */
  label: string;
  /** Form field name, also `data-field` for scrolling to an error. */
  name: string;
  /** The chosen country code, '' for none. */
  value: string;
  /** Messages for this field (PP-5-02). */
  errors?: readonly string[] | undefined;
  /** Called with the chosen code ('' for none). */
  onChange: (code: string) => void;
}

/**
 * A country picked from the countries dictionary by code. A saved value the dictionary does
 * not know (older data, free text) stays listed, so opening and saving never drops it.
 */
export function CountrySelect({ label, name, value, errors, onChange }: CountrySelectProps) {
  const t = useT(beneficiariesTexts);
  const countries = useDictionary('countries') ?? [];
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <SelectField
      label={label}
      name={name}
      data-field={name}
      value={value}
      placeholder={t('beneficiaries.form.chooseCountry')}
      options={options}
      errors={errors}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
