import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

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
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="fp-field" part="field">
      <label className="fp-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        className="fp-field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        part="input select"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <div className="fp-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {invalid ? (
        <div className="fp-field__error" id={`${id}-error`} role="alert" part="error">
          {errors?.join('\n')}
        </div>
      ) : null}
    </div>
  );
});
