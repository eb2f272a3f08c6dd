import type { ChangeEvent } from 'react';

/** What {@link bindField} needs of a form. */
export interface FieldBinding<V> {
  /** The form's values. */
  values: V;
  /** Field errors, each field's messages joined by newlines (PP-5-02). */
  errors: Readonly<Record<string, string>>;
  /** Fields the user cannot change now (shown read-only, still focusable and readable). */
  locked?: ReadonlySet<keyof V>;
  /** Applies a user's change. */
  change: (patch: Partial<V>) => void;
}

/**
 * The props that tie one text input of the kit ({@link Field}) to a form: value, change,
 * errors, read-only when locked, and `data-field` so a submit error can scroll to it.
 * Every form uses this one binder.
 */
export function bindField<V extends object>(form: FieldBinding<V>) {
  return (name: keyof V & string) => {
    const error = form.errors[name];
    return {
      name,
      'data-field': name,
      value: String(form.values[name] ?? ''),
      readOnly: form.locked?.has(name) ?? false,
      errors: error ? [error] : undefined,
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        form.change({ [name]: e.currentTarget.value } as Partial<V>),
    };
  };
}

/**
 * The props that tie an amount input of the kit ({@link AmountField}) to a form: like
 * {@link bindField}, but the field gets the draft's canonical decimal string and hands
 * back the canonical string of what the user typed in the locale's writing ("12,50" in de
 * becomes "12.50"). Every amount input uses this one binder.
 */
export function bindAmountField<V extends object>(form: FieldBinding<V>) {
  const bind = bindField(form);
  return (name: keyof V & string) => {
    const { onChange: _typed, ...props } = bind(name);
    return {
      ...props,
      onValue: (draft: string) => form.change({ [name]: draft } as Partial<V>),
    };
  };
}
