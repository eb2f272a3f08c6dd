import type { SubmitState } from '@flexportal/core';
import { type ReactNode, useId } from 'react';
import { useReleasedForm } from './useReleasedForm.js';

/** Props of {@link FlowForm}. */
export interface FlowFormProps {
  /** The submit flow's state: its outcome, field errors and message. */
  state: Pick<SubmitState<unknown, unknown>, 'outcome' | 'errors' | 'message'>;
  /** Submits the flow (`flow.submit`). */
  onSubmit: () => void;
  /** The form's heading, also its accessible name. */
  title: ReactNode;
  /** The text of a failure no field carries, from the server's message if there is one. */
  failure: (message: string | null) => string;
  /** Extra class names beside `fp-form`. */
  className?: string;
  children: ReactNode;
}

/**
 * A form of the kit wired to a submit flow: no browser validation (the flow's own checks
 * and the server's speak beside the fields), Enter submits, and a failure that no field
 * carries is announced under the heading. Every flow-backed form with a heading uses it.
 * The form leaves its parent after unmounting, for Chromium's autofill (see {@link useReleasedForm}).
 */
export function FlowForm({ state, onSubmit, title, failure, className, children }: FlowFormProps) {
  const headingId = useId();
  const form = useReleasedForm();
  const overall =
    state.outcome === 'error' && Object.keys(state.errors).length === 0
      ? failure(state.message)
      : null;
  return (
    <form
      ref={form}
      className={className ? `fp-form ${className}` : 'fp-form'}
      part="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={headingId}>{title}</h3>
      {overall ? <p role="alert">{overall}</p> : null}
      {children}
    </form>
  );
}
