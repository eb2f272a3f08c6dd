// The country picker's rules: the dictionary read, and its options.
import type { SelectOption } from '../../ui/SelectField.js';

/** One entry of the countries dictionary: an ISO 3166-1 alpha-2 code and its name. */
export interface Country {
  code: string;
  name: string;
}

/** The countries of a dictionary file, or null when it is not a list of code and name. */
export function countriesOf(file: unknown): Country[] | null {
  if (!Array.isArray(file)) return null;
  const list = file.filter(
    (c): c is Country =>
      !!c && typeof c === 'object' && typeof c.code === 'string' && typeof c.name === 'string',
  );
  return list.length > 0 ? list : null;
}

/**
 * The picker's options: every country by name as the dictionary orders them, valued by code.
 * A value the list does not hold (a saved name, a code the dictionary dropped, or any value
 * while the list loads) comes first as itself, so it stays shown and chosen.
 */
export function countryOptions(countries: readonly Country[], value: string): SelectOption[] {
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  if (value && !countries.some((c) => c.code === value)) options.unshift({ value, label: value });
  return options;
}
