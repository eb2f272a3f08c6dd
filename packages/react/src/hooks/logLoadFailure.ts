import { toErrorResponse } from '@flexportal/core';

/**
 * Logs a failed load (PP-8-18: load failures are only logged). An answer the server gave
 * (a status) is logged as its one line (method, URL, status): the console keeps what it is
 * given (V8 holds the last 1,000 messages' arguments), and a screen that fails the same way
 * on every mount would otherwise keep an error object with its stack a mount (P9, issue
 * 26). Anything else (no answer, a bug) is logged as the error itself, stack and all.
 */
export function logLoadFailure(what: string, error: unknown): void {
  const answered = toErrorResponse(error).status !== undefined && error instanceof Error;
  console.warn(`[flexportal] ${what} load failed`, answered ? error.message : error);
}
