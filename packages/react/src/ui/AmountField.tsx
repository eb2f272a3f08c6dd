import { formatDecimal, parseAmountInput } from '@flexportal/core';
import { useState } from 'react';
import { useLocale, useT } from '../provider/FlexportalProvider.js';
import { Field, type FieldProps } from './Field.js';

/** Props of {@link AmountField}: a {@link Field}'s, with the draft amount instead of text. */
export interface AmountFieldProps
  extends Omit<FieldProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  /** The draft's amount, a canonical decimal string ("12.50"), or what could not be read. */
  value: string;
  /** Gets the canonical decimal string of what was typed, or the text itself if unreadable. */
  onValue: (draft: string) => void;
}

const draftOf = (text: string, locale: string) => parseAmountInput(text, locale) ?? text;

/**
 * An amount input in the screen's locale: "12,50" typed in German sets the draft to
 * "12.50" (core's `parseAmountInput`, never through a float), and text it cannot read
 * stays on screen with a message saying how to write it, instead of being ignored.
 */
export function AmountField({ value, onValue, errors = [], ...props }: AmountFieldProps) {
  const locale = useLocale();
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  // The typed text stays while it still means the draft; a draft changed elsewhere (a
  // prefill, a reset) shows with the locale's decimal mark ("0,5"), ungrouped for editing.
  const text =
    typed !== null && draftOf(typed, locale) === value
      ? typed
      : value.replace('.', formatDecimal('0.5', locale)[1] ?? '.');
  const all =
    parseAmountInput(text, locale) === null ? [t('field.amountUnreadable'), ...errors] : errors;
  return (
    <Field
      {...props}
      inputMode="decimal"
      value={text}
      errors={all}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        setTyped(raw);
        onValue(draftOf(raw, locale));
      }}
    />
  );
}
