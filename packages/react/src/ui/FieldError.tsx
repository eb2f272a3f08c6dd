import { isErrorCode } from '@flexportal/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useT } from '../provider/FlexportalProvider.js';

/** A screen's own sentences for its refused fields, by field name (FlowForm's `fieldErrors`). */
export const FieldTexts = createContext<Readonly<Record<string, string | undefined>>>({});

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

/**
 * A field's messages, announced, one per line (PP-5-02), every one a sentence of the
 * catalogue (issue 38): a form's own sentence as it is, and a code of core's (a server's
 * refusal, `refusedFieldCode`) as the screen's sentence for the field if it has one, else
 * the shared one of its kind. Every kit field shows its errors through this.
 */
export function FieldError({ id, name, label, errors }: FieldErrorProps) {
  const t = useT();
  const own = useContext(FieldTexts);
  const text = errors
    .map((m) =>
      isErrorCode(m)
        ? ((name ? own[name] : undefined) ??
          t(m, { label: typeof label === 'string' ? label : t('error.thisField') }))
        : m,
    )
    .join('\n');
  return (
    <div className="fp-field__error" id={id} role="alert" part="error">
      {text}
    </div>
  );
}
