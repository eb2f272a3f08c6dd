import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame } from './FieldFrame.js';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  /** The option's value, as a string. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link SelectField}: a select's own props plus label, options, hint and errors. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** First, empty choice (value ''); omit for none. */
  placeholder?: string;
  /** Server or client messages for this field, joined by newlines (PP-5-02). */
  errors?: readonly string[] | undefined;
  /** Help text under the select. */
  hint?: ReactNode;
}

/** A labelled select with its errors announced and tied to it, like {@link Field}. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, errors, hint, ...select },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} name={select.name} label={label} errors={errors} hint={hint}>
      {({ invalid, describedBy }) => (
        <select
          {...select}
          ref={ref}
          id={id}
          className="fp-field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          part="input select"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
