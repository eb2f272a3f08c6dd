// The one country picker of every country field (issue 38), loaded by CountrySelect.
import { CACHE_TTL } from '@flexportal/core';
import { useEffect, useState } from 'react';
import { useCached } from '../../hooks/useCached.js';
import { unwrapFile } from '../../hooks/useDictionary.js';
import { countryPickerTexts } from '../../i18n/areas/countryPicker.js';
import { useFlexportalClient, useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { type Country, countriesOf, countryOptions } from './countryOptions.js';

/** The cache key of the countries dictionary as the picker reads it. */
const KEY = 'dictionaries/countries';

/** Props of {@link CountryPicker} (and of CountrySelect, which loads it). */
export interface CountrySelectProps {
  /** Visible label. */
  label: string;
  /** Form field name, also `data-field` for scrolling to an error. */
  name: string;
  /** The chosen country code, '' for none. */
  value: string;
  /** Messages for this field (PP-5-02). */
  errors?: readonly string[] | undefined;
  /** The field cannot be changed now (filled from a saved beneficiary): shown, not choosable. */
  readOnly?: boolean;
  /** Called with the chosen code ('' for none). */
  onChange: (code: string) => void;
}

/**
 * A country picked by its ISO code from the whole countries dictionary (AC-3-34), read
 * through the client's cache from the dictionaries the client keeps (AC-7mgr-37). While the
 * list loads the field says so; when it failed, a sentence says so with a button that loads
 * it again. A saved value the dictionary does not know (older data, free text) stays listed
 * and chosen, so opening and saving never drops it. Every country field uses this one picker.
 */
export function CountryPicker({
  label,
  name,
  value,
  errors,
  readOnly = false,
  onChange,
}: CountrySelectProps) {
  const t = useT(countryPickerTexts);
  const client = useFlexportalClient();
  const countries = useCached<Country[]>(
    KEY,
    async () => {
      // A run that fails leaves the summary due, so the next read fetches the file again.
      await client.dictionaries.sync();
      const list = countriesOf(unwrapFile(client.dictionaries.store.getState().data.countries));
      if (!list) throw new Error('The countries dictionary did not load');
      return list;
    },
    CACHE_TTL.dictionaries,
  );
  // A retry keeps the error until it settles: the button shows it busy meanwhile, and every
  // settled read (a new state object) ends it.
  const [retrying, setRetrying] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each settled read is the trigger
  useEffect(() => setRetrying(false), [countries]);
  const loading = countries.status === 'loading';
  const failed = countries.status === 'error';
  return (
    <div className="fp-country" part="country" aria-busy={loading || undefined}>
      <SelectField
        label={label}
        name={name}
        data-field={name}
        value={value}
        placeholder={t('countryPicker.choose')}
        options={countryOptions(countries.data ?? [], value)}
        errors={errors}
        hint={loading ? t('countryPicker.loading') : undefined}
        aria-readonly={readOnly || undefined}
        onChange={(e) => {
          if (!readOnly) onChange(e.currentTarget.value);
        }}
      />
      {failed ? (
        <p className="fp-country__failed" role="alert" part="error">
          {t('countryPicker.failed')}{' '}
          <Button
            variant="secondary"
            busy={retrying}
            onClick={() => {
              setRetrying(true);
              client.cache.invalidate(KEY);
            }}
          >
            {t('countryPicker.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
