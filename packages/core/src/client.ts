import { createHttp, type Http } from './http/createHttp.js';
import { defaultStorage, type KeyValueStorage } from './storage/KeyValueStorage.js';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** API v2 root, absolute (`https://api.example.com/api/v2`) or same-origin (`/api/v2`). */
  baseURL: string;
  /** Version string of the embedding app, sent with every request. */
  clientVersion?: string;
  /** Where the browser id and session live; defaults to `localStorage`, else memory. */
  storage?: KeyValueStorage;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/** One Flexportal client: owns its HTTP layer and stores. Two clients share nothing. */
export interface FlexportalClient {
  readonly baseURL: string;
  readonly storage: KeyValueStorage;
  readonly http: Http;
}

/** Version reported when the host gives none. */
export const DEFAULT_CLIENT_VERSION = '0.1.0';

/**
 * Creates a client. Nothing here touches the DOM or starts a timer; it is safe to call
 * during server rendering.
 */
export function createClient(options: ClientOptions): FlexportalClient {
  const storage = options.storage ?? defaultStorage();
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const http = createHttp({
    baseURL,
    clientVersion: options.clientVersion ?? DEFAULT_CLIENT_VERSION,
    storage,
    getToken: () => null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { baseURL, storage, http };
}
