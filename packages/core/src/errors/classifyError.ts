import { HEADERS } from '../http/headers.js';
import { refusedFieldCode } from './refusedField.js';
import { ERROR_CODE } from './texts.js';

/** The parts of a failed response the catalogue reads. */
export interface ErrorResponse {
  /** HTTP status; 0 or missing means the server was unreachable. */
  status?: number;
  /** Response headers (a Headers object or a plain record, any case). */
  headers?: Headers | Record<string, string | undefined>;
  /** Parsed JSON body, if any. */
  body?: unknown;
}

/** Where the request came from: a form submit, a background load, or the login call. */
export interface ErrorContext {
  /** Kind of request: a form submit, a background load, or the login call. */
  during: 'submit' | 'load' | 'login';
  /** True when the user is on the login page already (401 then does not redirect). */
  onLoginPage?: boolean;
  /** True when a one-time code was sent with this request (403 then shows the message). */
  codeSubmitted?: boolean;
  /**
   * The form's values when it was sent: a refused field it holds empty reads "required"
   * (see `refusedFieldCode`).
   */
  values?: object;
  /**
   * True for a form's own check thrown like a 422 (react's `validationError`): its texts are
   * the catalogue's already and are kept; a server's never are (issue 38).
   */
  own?: boolean;
}

/**
 * Field name to its messages joined by newlines (PP-5-02); in a `validation` outcome of a
 * server's answer, to one of core's codes instead (issue 38).
 */
export type FieldErrors = Record<string, string>;

/**
 * What the product does with a failed response (PP-8). Each `message`, `button` and
 * `codeError` is one of core's codes (`ERROR_CODE`, translated by the widgets) or the
 * server's own message, passed on as it came (`isErrorCode` tells which).
 */
export type ErrorOutcome =
  | { kind: 'ignored' }
  | { kind: 'logged' }
  | { kind: 'server-error'; message: string; button: string; icon: 'error' }
  | { kind: 'maintenance'; message: string }
  | { kind: 'remote-portal'; message: string }
  | { kind: 'otp-required'; method: string; codeError: string | null }
  | { kind: 'forbidden' }
  | { kind: 'session-expired'; redirectToLogin: boolean }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'duplicate' }
  | { kind: 'validation'; fields: FieldErrors; message: string };

function header(headers: ErrorResponse['headers'], name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === lower) return v ?? null;
  return null;
}

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  return null;
}

/** Field errors of a 422 body, each field's messages joined by newlines (PP-5-02). */
export function fieldErrors(body: unknown): FieldErrors {
  const out: FieldErrors = {};
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null;
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    if (list.length) out[field] = list.join('\n');
  }
  return out;
}

const isEmpty = (body: unknown) =>
  body == null || body === '' || (typeof body === 'object' && Object.keys(body).length === 0);

/** Maps a failed response to the catalogue's outcome (PP-8, AC-8). Pure. */
export function classifyError(res: ErrorResponse, ctx: ErrorContext): ErrorOutcome {
  const status = res.status ?? 0;
  if (!status) return { kind: 'ignored' }; // PP-8-17 unreachable
  if (status >= 500) {
    // A 503 may say why: maintenance or the remote portal; any other 5xx is a server error.
    if (status === 503 && header(res.headers, HEADERS.maintenance) !== null)
      return { kind: 'maintenance', message: bodyMessage(res.body) ?? ERROR_CODE.maintenance };
    if (status === 503 && header(res.headers, HEADERS.remotePortalStatus) !== null)
      return { kind: 'remote-portal', message: bodyMessage(res.body) ?? ERROR_CODE.remotePortal };
    return {
      kind: 'server-error',
      message: ERROR_CODE.serverError,
      button: ERROR_CODE.serverErrorButton,
      icon: 'error',
    };
  }
  if (status === 403) {
    const method = header(res.headers, HEADERS.otpRequired);
    if (method !== null) {
      const codeError = ctx.codeSubmitted ? (bodyMessage(res.body) ?? ERROR_CODE.unknown) : null;
      return { kind: 'otp-required', method, codeError };
    }
    return ctx.during === 'load' ? { kind: 'logged' } : { kind: 'forbidden' };
  }
  if (status === 401) {
    if (ctx.during === 'load')
      return { kind: 'session-expired', redirectToLogin: !ctx.onLoginPage };
    if (!res.body || typeof res.body !== 'object')
      return { kind: 'unauthorized', message: ERROR_CODE.unexpected };
    return { kind: 'unauthorized', message: bodyMessage(res.body) ?? ERROR_CODE.unauthorized };
  }
  if (ctx.during === 'load') return { kind: 'logged' }; // PP-8-18
  if (status === 409) return { kind: 'duplicate' };
  if (status !== 422 && isEmpty(res.body)) return { kind: 'ignored' }; // PP-8-17 empty
  const fields = fieldErrors(res.body);
  const said = bodyMessage(res.body);
  if (ctx.own) return { kind: 'validation', fields, message: said ?? ERROR_CODE.unknown };
  // The server's words are for developers (the flow logs them): each refused field and the
  // summary become the catalogue's codes (issue 38); no message still reads 'Unknown error'.
  return {
    kind: 'validation',
    fields: Object.fromEntries(
      Object.keys(fields).map((f) => [f, refusedFieldCode(f, ctx.values)]),
    ),
    message: said === null ? ERROR_CODE.unknown : ERROR_CODE.refused,
  };
}
