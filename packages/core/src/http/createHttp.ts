import { type FetchOptions, ofetch } from 'ofetch';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { getBrowserId } from './browserId.js';
import { HEADERS } from './headers.js';

/** What the HTTP layer needs to know about its client. */
export interface HttpOptions {
  /** API v2 root, e.g. `https://api.example.com/api/v2`. */
  baseURL: string;
  /** Sent as {@link HEADERS.clientVersion} on every request. */
  clientVersion: string;
  storage: KeyValueStorage;
  /** Current bearer token, or null when signed out. */
  getToken: () => string | null;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/** Options of one request: ofetch's, without the parts the conventions own. */
export type RequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'>;

/** Performs requests with the spec's conventions and unwraps the `data` envelope. */
export interface Http {
  /** Raw JSON body, envelope kept (lists need `meta`). */
  raw<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** The `data` member of the envelope. */
  data<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

/** Creates the HTTP layer of one client (spec 7.1 conventions). */
export function createHttp(options: HttpOptions): Http {
  const fetcher = ofetch.create(
    {
      baseURL: options.baseURL,
      onRequest({ options: req }) {
        const headers = new Headers(req.headers);
        headers.set('Accept', 'application/json');
        headers.set(HEADERS.clientVersion, options.clientVersion);
        headers.set(HEADERS.browserId, getBrowserId(options.storage));
        const token = options.getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        req.headers = headers;
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );
  const raw = <T>(path: string, req?: RequestOptions) => fetcher<T>(path, req);
  return {
    raw,
    async data<T>(path: string, req?: RequestOptions) {
      const body = await raw<{ data: T }>(path, req);
      return body.data;
    },
  };
}
