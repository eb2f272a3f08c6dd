import type { ErrorResponse } from './classifyError.js';

/**
 * Reads status, headers and body from whatever a request threw: a `FetchError`
 * (`response`, `data`) or anything else (unreachable: no status).
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error && typeof error === 'object') {
    const e = error as { response?: Response; data?: unknown; status?: number };
    if (e.response) return { status: e.response.status, headers: e.response.headers, body: e.data };
    if (typeof e.status === 'number') return { status: e.status, body: e.data };
  }
  return {};
}
