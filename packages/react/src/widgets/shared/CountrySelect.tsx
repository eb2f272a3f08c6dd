// Every country field's picker, loaded with its texts and the dictionary's reading when a form
// first shows one: a payment form's first load does not carry it (issue 41's sizes).
import { lazy, Suspense } from 'react';
import { useT } from '../../provider/FlexportalProvider.js';
import { SelectField } from '../../ui/SelectField.js';
import type { CountrySelectProps } from './CountryPicker.js';

export type { CountrySelectProps } from './CountryPicker.js';

const CountryPicker = lazy(() =>
  import('./CountryPicker.js').then((m) => ({ default: m.CountryPicker })),
);

/**
 * A country picked by its ISO code from the whole countries dictionary (see CountryPicker).
 * Until its code arrives, the field stands in place with its label, value and messages,
 * saying it loads, as it does while the dictionary loads.
 */
export function CountrySelect(props: CountrySelectProps) {
  const t = useT();
  const waiting = (
    <SelectField
      label={props.label}
      name={props.name}
      data-field={props.name}
      value=""
      placeholder={t('common.loading')}
      options={[]}
      errors={props.errors}
      disabled
    />
  );
  return (
    <Suspense fallback={waiting}>
      <CountryPicker {...props} />
    </Suspense>
  );
}
