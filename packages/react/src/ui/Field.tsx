import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** Props of {@link Field}: an input's own props plus label, hint and errors. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Server or client messages for this field, shown joined by newlines (PP-5-02). */
  errors?: readonly string[] | undefined;
  /** Help text under the input. */
  hint?: ReactNode;
}

/** A labelled input with its errors announced and tied to it (aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, errors, hint, className, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="fp-field" part="field">
      <label className="fp-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={['fp-field__input', className].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        part="input"
      />
      {hint ? (
        <div className="fp-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {invalid ? (
        <div className="fp-field__error" id={errorId} role="alert" part="error">
          {errors?.join('\n')}
        </div>
      ) : null}
    </div>
  );
});
