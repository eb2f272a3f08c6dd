import type { InputHTMLAttributes, ReactNode } from 'react';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
}

/** A checkbox with its label around it, so the whole line is the target. */
export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  return (
    <label className="fp-check" part="field checkbox">
      <input {...input} type="checkbox" /> {label}
    </label>
  );
}
