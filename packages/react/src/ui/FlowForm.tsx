import type { SubmitState } from '@flexportal/core';
import { type FormHTMLAttributes, type ReactNode, type RefObject, useId } from 'react';
import { FieldTexts } from './FieldError.js';
import { useReleasedForm } from './useReleasedForm.js';

/**
 * Props of {@link FlowForm}; the form's own attributes (`id` for a dialog's submit button,
 * `aria-label`, `aria-labelledby`) pass through.
 */
export interface FlowFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'title'> {
  /** The submit flow's state: its outcome, field errors and message. */
  state: Pick<SubmitState<unknown, unknown>, 'outcome' | 'errors' | 'message'>;
  /** Submits the flow (`flow.submit`), or first opens the screen's own confirmation. */
  onSubmit: () => void;
  /**
   * The form's heading, also its accessible name. None for a form named otherwise (a
   * dialog's, or one under its section's heading): give it `aria-label` or `aria-labelledby`.
   */
  title?: ReactNode;
  /**
   * The text of a failure no field carries, from the flow's message (a code of core's, to
   * translate with `translateCoreText`, or the form's own sentence); null shows none.
   */
  failure: (message: string | null) => string | null;
  /**
   * The screen's own sentence for a field the server refused, by field name (its area's
   * `<area>.fieldErrors.<field>`); a field without one reads the shared sentence of its kind.
   */
  fieldErrors?: Readonly<Record<string, string | undefined>>;
  /**
   * The heading's level: 1 for the form that is the page (a portal's guest page), 2 for the
   * form that is the screen, 3 (default) for a form in a screen.
   */
  level?: 1 | 2 | 3;
  /** The success line under the heading (`role="status"`, CSS part `success`); none when null. */
  success?: ReactNode;
  /** True while the form fills itself (`aria-busy`), e.g. from a copied transaction. */
  busy?: boolean;
  /** The screen's own ref of the form, when it reads the form (to focus a field). */
  formRef?: RefObject<HTMLFormElement | null>;
  /** Extra class names beside `fp-form`. */
  className?: string;
}

const NONE = {};

/**
 * A form of the kit wired to a submit flow: no browser validation (the flow's own checks
 * and the server's speak beside the fields), Enter submits, and a failure that no field
 * carries is announced under the heading. Every flow-backed form uses it: the screens' own
 * forms (`level={2}`), the forms inside a screen, and a dialog's (no title).
 * The form leaves its parent after unmounting, for Chromium's autofill (see {@link useReleasedForm}).
 */
export function FlowForm({
  state,
  onSubmit,
  title,
  failure,
  fieldErrors = NONE,
  level = 3,
  success,
  busy,
  formRef,
  className,
  children,
  ...attributes
}: FlowFormProps) {
  const headingId = useId();
  const form = useReleasedForm(formRef);
  const overall =
    state.outcome === 'error' && Object.keys(state.errors).length === 0
      ? failure(state.message)
      : null;
  const Heading = `h${level}` as const;
  return (
    <form
      ref={form}
      className={className ? `fp-form ${className}` : 'fp-form'}
      part="form"
      aria-labelledby={title == null ? undefined : headingId}
      aria-busy={busy}
      {...attributes}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {title == null ? null : <Heading id={headingId}>{title}</Heading>}
      {success ? (
        <p className="fp-success" role="status" part="success">
          {success}
        </p>
      ) : null}
      {overall ? <p role="alert">{overall}</p> : null}
      <FieldTexts.Provider value={fieldErrors}>{children}</FieldTexts.Provider>
    </form>
  );
}
