import { classifyError, type FieldErrors } from './classifyError.js';
import { toErrorResponse } from './toErrorResponse.js';

/**
 * The fields a 422 refused, from whatever a request threw, each as core's code of its kind
 * (`refusedFieldCode`; the server's words are never shown, issue 38); none for any other
 * failure. For requests read outside the submit flow: a fee preview, a quote, an action.
 */
export function refusedFields(error: unknown, values?: object): FieldErrors {
  const res = toErrorResponse(error);
  if (res.status !== 422) return {};
  const o = classifyError(res, { during: 'submit', ...(values ? { values } : {}) });
  return o.kind === 'validation' ? o.fields : {};
}
