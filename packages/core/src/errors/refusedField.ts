import { ERROR_CODE, type ErrorCode } from './texts.js';

/** True for what a user has not filled in: nothing, blank text, an empty list, an unticked box. */
const isEmpty = (value: unknown) =>
  value == null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The value at a refused field's dotted path (`items.0.amount`) in a form's values. */
function valueAt(values: object, path: string): { found: boolean; value: unknown } {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (!at || typeof at !== 'object' || !(key in at)) return { found: false, value: undefined };
    at = (at as Record<string, unknown>)[key];
  }
  return { found: true, value: at };
}

/**
 * The catalogue's code for a field the server refused (issue 38: its own words never reach
 * the user): `fieldRequired` when the form holds it empty, else by the field's name an
 * amount's, an e-mail's, or `fieldInvalid` ("Check {label}: ..."). Pure.
 */
export function refusedFieldCode(field: string, values?: object): ErrorCode {
  if (values) {
    const { found, value } = valueAt(values, field);
    if (found && isEmpty(value)) return ERROR_CODE.fieldRequired;
  }
  if (/amount|price/i.test(field)) return ERROR_CODE.fieldAmount;
  if (/e-?mail/i.test(field)) return ERROR_CODE.fieldEmail;
  return ERROR_CODE.fieldInvalid;
}
