import { isErrorCode } from '@flexportal/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useT } from '../provider/FlexportalProvider.js';

/** A screen's own sentences for its refused fields, by field name (FlowForm's `fieldErrors`). */
export const FieldTexts = createContext<Readonly<Record<string, string | undefined>>>({});

/**
 * Reads a field's messages as sentences of the catalogue, one per line (PP-5-02, issue 38):
 * a form's own sentence as it is, and a code of core's (a server's refusal, see core's
 * `refusedFieldCode`) as the screen's sentence for the field (FlowForm's `fieldErrors`, or
 * `own`) if it has one, else the shared sentence of its kind naming `label`. The one reading
 * of field errors: the kit's fields use it through {@link FieldError}, a screen's own error
 * line calls it.
 */
export function useFieldErrorText(own?: Readonly<Record<string, string | undefined>>) {
  const t = useT();
  const shared = useContext(FieldTexts);
  const texts = own ?? shared;
  return (errors: readonly string[] | string, name?: string, label?: ReactNode): string =>
    (typeof errors === 'string' ? errors.split('\n') : errors)
      .map((m) =>
        isErrorCode(m)
          ? ((name ? texts[name] : undefined) ??
            t(m, { label: typeof label === 'string' ? label : t('error.thisField') }))
          : m,
      )
      .join('\n');
}

/** Props of {@link FieldError}. */
interface FieldErrorProps {
  /** The message's id, for the control's `aria-describedby`. */
  id: string;
  /** The field's form name: the screen's sentence for it wins over the generic one. */
  name?: string | undefined;
  /** The field's label, named by the generic "Check {label}" sentence. */
  label: ReactNode;
  /** The field's messages: the form's own sentences, or core's codes of a refusal. */
  errors: readonly string[];
}

/** A kit field's messages, announced, through {@link useFieldErrorText}. */
export function FieldError({ id, name, label, errors }: FieldErrorProps) {
  const text = useFieldErrorText();
  return (
    <div className="fp-field__error" id={id} role="alert" part="error">
      {text(errors, name, label)}
    </div>
  );
}
