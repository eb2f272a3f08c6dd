import { classifyError, type ErrorOutcome } from './classifyError.js';
import { toErrorResponse } from './toErrorResponse.js';

/**
 * Why a user's job failed, as a host hears it in a screen's `error` event: a stable code,
 * never a sentence (neither ours nor an exception's nor the server's), so error tracking
 * can group by it.
 */
export type FailureCode =
  | 'unreachable'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'server-error'
  | 'maintenance'
  | 'remote-portal'
  | 'rejected';

/** The `detail` of every screen's `error` event. */
export interface HostFailure {
  /** HTTP status; 0 when the server was unreachable. */
  status: number;
  /** What kind of failure it was. */
  code: FailureCode;
}

/**
 * The code of each status below 500 that has one of its own; any other reads `rejected`. A
 * table rather than a chain of ifs: this is in every script-tag page's runtime.
 */
const CODES: Readonly<Record<number, FailureCode>> = {
  0: 'unreachable',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  422: 'validation',
};

/**
 * The host's view of what a request threw. Pure. A two-factor challenge (403 with
 * `X-OTP-Required`) and a duplicate prompt (409) are not failures: a submit flow never
 * reports them through this (see docs/events.md); asked anyway they read `forbidden` and
 * `rejected`.
 */
export function hostFailure(error: unknown): HostFailure {
  const res = toErrorResponse(error);
  return failureOf(res.status ?? 0, classifyError(res, { during: 'submit' }).kind);
}

/**
 * The same from an answer already classified (the submit flow's): its status and outcome,
 * so the error is not read twice.
 */
export function failureOf(status: number, kind: ErrorOutcome['kind']): HostFailure {
  if (status < 500) return { status, code: CODES[status] ?? 'rejected' };
  return {
    status,
    code: kind === 'maintenance' || kind === 'remote-portal' ? kind : 'server-error',
  };
}
