import { classifyError } from './classifyError.js';
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
 * The host's view of what a request threw. Pure. A two-factor challenge (403 with
 * `X-OTP-Required`) and a duplicate prompt (409) are not failures: a submit flow never
 * reports them through this (see docs/events.md); asked anyway they read `forbidden` and
 * `rejected`.
 */
export function hostFailure(error: unknown): HostFailure {
  const res = toErrorResponse(error);
  const status = res.status ?? 0;
  if (!status) return { status: 0, code: 'unreachable' };
  if (status === 422) return { status, code: 'validation' };
  if (status === 401) return { status, code: 'unauthorized' };
  if (status === 403) return { status, code: 'forbidden' };
  if (status === 404) return { status, code: 'not-found' };
  if (status >= 500) {
    const outcome = classifyError(res, { during: 'submit' });
    const code =
      outcome.kind === 'maintenance' || outcome.kind === 'remote-portal'
        ? outcome.kind
        : 'server-error';
    return { status, code };
  }
  return { status, code: 'rejected' };
}
