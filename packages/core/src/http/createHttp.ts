import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { getBrowserId } from './browserId.js';
import { createFetcher, type FetchOptions } from './fetchJson.js';
import { HEADERS } from './headers.js';
import { type ListResult, unwrapList } from './unwrapList.js';

/** What the HTTP layer needs to know about its client. */
export interface HttpOptions {
  /** API v2 root, e.g. `https://api.example.com/api/v2`. */
  baseURL: string;
  /** Sent as {@link HEADERS.clientVersion} on every request. */
  clientVersion: string;
  /** Where the browser id is kept. */
  storage: KeyValueStorage;
  /** Current bearer token, or null when signed out. */
  getToken: () => string | null;
  /** Awaited before each request (the session refreshes a token that is due here). */
  beforeRequest?: () => Promise<void>;
  /**
   * Called when a request that carried a bearer gets 401; resolves true when a fresh token
   * is in place and the request may be retried once.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Sees every failed response (after the 401 retry), for the global catalogue handling. */
  onError?: (error: unknown, meta: { otpSent: boolean; hadToken: boolean }) => void;
  /** Sees the headers of every answer, successful or not (the server's release). */
  onHeaders?: (headers: Headers) => void;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Waits before a Retry-After retry; replaceable in tests. Default: a timer. */
  sleep?: (ms: number) => Promise<void>;
}

/** Longest Retry-After the client waits for by itself; a longer one surfaces the 503. */
const RETRY_AFTER_MAX_SECONDS = 5;
/** How many times one call is repeated after a 503 with Retry-After. */
const RETRY_AFTER_MAX_ATTEMPTS = 2;

/**
 * Seconds to wait before repeating a request answered 503 with a usable Retry-After
 * (delta seconds or an HTTP date, at most {@link RETRY_AFTER_MAX_SECONDS}); null when the
 * answer must surface instead (another status, no header, too long a wait).
 */
export function retryAfterSeconds(response: Response | undefined, now = Date.now()): number | null {
  if (response?.status !== 503) return null;
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return null;
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    seconds = Math.max(0, Math.ceil((at - now) / 1000));
  }
  return seconds <= RETRY_AFTER_MAX_SECONDS ? seconds : null;
}

/** Options of one request: the fetcher's, and the conventions' own. */
type RequestOptions = FetchOptions & {
  /** Skip the session hooks and global error handling (used by the refresh call itself). */
  skipSession?: boolean;
  /**
   * The two-factor code for this request, sent as the one-time-code header (PP-4.3-07). Only
   * the resubmission of the challenged request carries it (the submit flow passes it), so a
   * fee preview or any other request that happens to go first never takes it.
   */
  otpCode?: string | undefined;
};

/** Page and size of a list request; defaults page 1, per_page 100 (PP-3.1-03). */
interface ListParams {
  /** Page number; default 1. */
  page?: number;
  /** Page size; default 100. */
  per_page?: number;
}

/** Performs requests with the spec's conventions and unwraps the `data` envelope. */
export interface Http {
  /** Raw JSON body, envelope kept. */
  raw<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** The `data` member of the envelope (PP-7.1-08). */
  data<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A list: items plus meta with defaults (PP-7.1-09, PP-3.1-03). */
  list<T = unknown>(
    path: string,
    params?: ListParams,
    options?: RequestOptions,
  ): Promise<ListResult<T>>;
}

/** Creates the HTTP layer of one client (spec 7.1 conventions). */
export function createHttp(options: HttpOptions): Http {
  const fetcher = createFetcher({
    baseURL: options.baseURL,
    onRequest(headers) {
      headers.set('Accept', 'application/json');
      headers.set(HEADERS.clientVersion, options.clientVersion);
      headers.set(HEADERS.browserId, getBrowserId(options.storage));
      const token = options.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    },
    onResponse(response) {
      options.onHeaders?.(response.headers);
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  /**
   * One request, repeated after a 503 with a short Retry-After (the server did not run the
   * handler). The fetcher's own retry is off for anything but GET/HEAD: a POST whose answer was
   * lost may have committed, so it surfaces as a network error and never repeats by itself.
   * A GET keeps the fetcher's single immediate retry, except on 503, which waits as told here.
   */
  async function withRetryAfter<T>(
    path: string,
    req: Omit<RequestOptions, 'skipSession'>,
  ): Promise<T> {
    const method = String(req.method ?? 'GET').toUpperCase();
    const idempotent = method === 'GET' || method === 'HEAD';
    const once = idempotent
      ? { retryStatusCodes: [408, 409, 425, 429, 500, 502, 504], ...req }
      : { ...req, retry: false as const };
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetcher<T>(path, once);
      } catch (error) {
        const wait = retryAfterSeconds((error as { response?: Response }).response);
        if (wait === null || attempt >= RETRY_AFTER_MAX_ATTEMPTS) throw error;
        await sleep(wait * 1000);
      }
    }
  }

  async function raw<T>(path: string, req: RequestOptions = {}): Promise<T> {
    const { skipSession, otpCode, ...rest } = req;
    if (!skipSession && options.beforeRequest) await options.beforeRequest();
    const once = async () => {
      const otp = otpCode || null;
      const headers = new Headers(rest.headers as HeadersInit | undefined);
      if (otp) headers.set(HEADERS.otpCode, otp);
      const hadToken = options.getToken() !== null;
      try {
        return await withRetryAfter<T>(path, { ...rest, headers });
      } catch (error) {
        throw Object.assign(error as object, { otpSent: !!otp, hadToken });
      }
    };
    try {
      return await once();
    } catch (error) {
      const e = error as { response?: Response; otpSent: boolean; hadToken: boolean };
      if (!skipSession && e.response?.status === 401 && e.hadToken && options.onUnauthorized) {
        if (await options.onUnauthorized()) {
          try {
            return await once();
          } catch (again) {
            options.onError?.(again, again as { otpSent: boolean; hadToken: boolean });
            throw again;
          }
        }
      }
      if (!skipSession) options.onError?.(error, e);
      throw error;
    }
  }

  return {
    raw,
    async data<T>(path: string, req?: RequestOptions) {
      const body = await raw<{ data: T }>(path, req);
      return body?.data;
    },
    async list<T>(path: string, params: ListParams = {}, req: RequestOptions = {}) {
      const page = params.page ?? 1;
      const per_page = params.per_page ?? 100;
      const query = { ...(req.query ?? {}), page, per_page };
      const body = await raw<unknown>(path, { ...req, query });
      return unwrapList<T>(body, { page, per_page });
    },
  };
}
