import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldFrame } from './FieldFrame.js';

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
  return (
    <FieldFrame id={id} name={input.name} label={label} errors={errors} hint={hint}>
      {({ invalid, describedBy }) => (
        <input
          {...input}
          ref={ref}
          id={id}
          className={['fp-field__input', className].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          part="input"
        />
      )}
    </FieldFrame>
  );
});
