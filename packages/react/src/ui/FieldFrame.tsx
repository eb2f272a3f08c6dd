import type { ReactNode } from 'react';
import { FieldError } from './FieldError.js';

/** What a control needs from its frame: the ids its aria attributes point at. */
interface FieldFrameIds {
  /** `aria-invalid` for the control. */
  invalid: boolean;
  /** `aria-describedby` for the control (error and hint), or undefined. */
  describedBy: string | undefined;
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The control's id, for the label. */
  id: string;
  /** The control's form name, for the screen's own error sentences (FlowForm's `fieldErrors`). */
  name?: string | undefined;
  /** Visible label. */
  label: ReactNode;
  /** Messages for this field, joined by newlines (PP-5-02). */
  errors?: readonly string[] | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Renders the control with its aria attributes. */
  children: (ids: FieldFrameIds) => ReactNode;
}

/** Label, hint and announced errors around one control: the frame of every kit field. */
export function FieldFrame({ id, name, label, errors, hint, children }: FieldFrameProps) {
  const invalid = Boolean(errors?.length);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [invalid ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="fp-field" part="field">
      <label className="fp-field__label" htmlFor={id} part="label">
        {label}
      </label>
      {children({ invalid, describedBy: describedBy || undefined })}
      {hint ? (
        <div className="fp-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {errors?.length ? (
        <FieldError id={errorId} name={name} label={label} errors={errors} />
      ) : null}
    </div>
  );
}
