import { type ReactNode, useId } from 'react';
import { FieldError } from './FieldError.js';
import type { SelectOption } from './SelectField.js';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** The group's legend. */
  legend: ReactNode;
  /** Form name of the radios. */
  name: string;
  /** The choices; a disabled one is shown but cannot be picked. */
  options: readonly SelectOption[];
  /** The chosen value. */
  value: string;
  /** Called with the newly chosen value. */
  onChange: (value: string) => void;
  /** Disables every choice (a locked field). */
  disabled?: boolean;
  /** Messages for this field, joined by newlines (PP-5-02). */
  errors?: readonly string[] | undefined;
  /** Marks the group for scrolling to the first error (PP-5-03). */
  'data-field'?: string;
}

/** Native radios in a fieldset: arrow keys move between choices, as browsers do. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  errors,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className="fp-field fp-radios"
      part="field radios"
      aria-describedby={invalid ? `${id}-error` : undefined}
      data-field={rest['data-field']}
    >
      <legend className="fp-field__label">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="fp-radio">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={disabled || o.disabled}
            onChange={() => onChange(o.value)}
          />{' '}
          {o.label}
        </label>
      ))}
      {errors?.length ? (
        <FieldError id={`${id}-error`} name={name} label={legend} errors={errors} />
      ) : null}
    </fieldset>
  );
}
