import { type Cache, createCache } from './cache/createCache.js';
import {
  createDictionaries,
  type Dictionaries,
  type DictionarySummaryRef,
} from './cache/dictionaries.js';
import { dictionaryPath } from './cache/dictionaryPath.js';
import type { LoginResult } from './contract/auth.js';
import { classifyError, type ErrorOutcome } from './errors/classifyError.js';
import { toErrorResponse } from './errors/toErrorResponse.js';
import { createEmitter, type Emitter } from './events.js';
import { getBrowserId } from './http/browserId.js';
import { createHttp, type Http } from './http/createHttp.js';
import { HEADERS } from './http/headers.js';
import { createLive, type Live, type PusherConstructor } from './live/createLive.js';
import type { CompanyEvent } from './live/liveEvents.js';
import { LIVE_INVALIDATIONS } from './live/liveInvalidations.js';
import { createOtp, type Otp } from './otp/createOtp.js';
import { createRates, type Rates } from './rates/createRates.js';
import { fetchQuotedRate } from './rates/fetchRate.js';
import type { VisibilitySource } from './rates/visibility.js';
import { createSession, type Session } from './session/createSession.js';
import { keepUser } from './session/keptUser.js';
import { USER_CACHE_KEY } from './session/userCacheKey.js';
import { defaultStorage, type KeyValueStorage } from './storage/KeyValueStorage.js';

/** Host-provided authentication (like Stripe's `fetchClientSecret`). */
interface ClientAuth {
  /** Resolves to `{ access_token, expires_at | expires_in }`; re-called before expiry. */
  fetchToken?: () => Promise<unknown>;
}

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
  /** Optional async token provider instead of the login + auth/refresh flow. */
  auth?: ClientAuth;
  /** Page visibility for the rate polling; defaults to the document's, read lazily. */
  visibility?: VisibilitySource;
  /** Loads pusher-js for the live channel; defaults to `import('pusher-js')` on first connect. */
  loadPusher?: () => Promise<PusherConstructor>;
  /** Where load failures go (PP-8-18: only logged); defaults to console.warn. */
  log?: (message: string, error: unknown) => void;
}

/** Events a client emits for the host to act on. */
export type ClientEvents = {
  /** The session was purged (PP-8-07): go to login unless already there. */
  unauthenticated: { reason: string };
  /** A global alert or dialog of the catalogue (PP-8-01..03). */
  alert: Extract<ErrorOutcome, { kind: 'server-error' | 'maintenance' | 'remote-portal' }>;
};

/** One Flexportal client: owns its HTTP layer and stores. Two clients share nothing. */
export interface FlexportalClient {
  /** API v2 root without a trailing slash. */
  readonly baseURL: string;
  /** Where the browser id and tokens are kept. */
  readonly storage: KeyValueStorage;
  /** Requests with the spec's conventions (PP-7.1). */
  readonly http: Http;
  /** Session store and actions (PP-4.8). */
  readonly session: Session;
  /** Two-factor challenge (PP-4.3). */
  readonly otp: Otp;
  /** Live rates per sell/buy pair (PP-4.7). */
  readonly rates: Rates;
  /** Request cache with the spec's lifetimes (PP-9). */
  readonly cache: Cache;
  /** Dictionaries: summary every 3 h, changed files by url (AC-7mgr-37). */
  readonly dictionaries: Dictionaries;
  /** Live channel on lazily loaded pusher-js (AC-7live); call `live.connect(...)` to start. */
  readonly live: Live;
  /** Host-facing events: unauthenticated, alert. */
  readonly events: Emitter<ClientEvents>;
  /** This browser's 30-character identifier (PP-7.1-04). */
  browserId(): string;
  /**
   * The release the server last reported (`X-Release-Version`), or null before any answer
   * or from a server that reports none. The host compares it with its own (PP-2.2-10).
   */
  serverRelease(): string | null;
  /** Stops every timer and socket of this client (session check, rates, live channel). */
  dispose(): void;
}

/** Version reported when the host gives none. */
const DEFAULT_CLIENT_VERSION = '0.1.0';

/**
 * Creates a client. Nothing here touches the DOM or starts a timer; it is safe to call
 * during server rendering. Call `client.session.start()` in the browser to run the checks.
 */
export function createClient(options: ClientOptions): FlexportalClient {
  const storage = options.storage ?? defaultStorage();
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const events = createEmitter<ClientEvents>();
  // By default an answer the server gave is logged as its one line (method, URL, status),
  // not the error: the console keeps its messages' arguments, and a request failing on
  // every mount of a screen would keep an error with its stack a mount (P9, issue 26).
  const log =
    options.log ??
    ((m: string, e: unknown) =>
      console.warn(
        m,
        e instanceof Error && toErrorResponse(e).status !== undefined ? e.message : e,
      ));
  const browserId = () => getBrowserId(storage);
  const otp = createOtp(browserId);
  const cache = createCache();
  let http: Http;
  let live: Live | null = null;
  let serverRelease: string | null = null;
  const session = createSession({
    storage,
    ...(options.auth?.fetchToken ? { fetchToken: options.auth.fetchToken } : {}),
    requestRefresh: async (token) => {
      const body = await http.data<{ token?: unknown }>('auth/refresh', {
        method: 'POST',
        skipSession: true,
        headers: { Authorization: `Bearer ${token.access_token}` },
      });
      return body?.token;
    },
    requestLogin: (path, body, request) =>
      http.data<LoginResult>(path, { ...request, method: 'POST', body }),
    onSignedIn: (answer) => {
      if (answer.user) cache.set(USER_CACHE_KEY, answer.user);
    },
    requestLogout: (token) =>
      http.raw('auth/logout', {
        method: 'POST',
        skipSession: true,
        headers: { Authorization: `Bearer ${token.access_token}` },
      }),
    onPurged: (reason) => {
      cache.clear();
      dictionaries.clear();
      if (live && live.store.getState().companyId !== null) live.disconnect();
      events.emit('unauthenticated', { reason });
    },
  });
  keepUser(cache, storage, () => session.getToken());
  http = createHttp({
    baseURL,
    clientVersion: options.clientVersion ?? DEFAULT_CLIENT_VERSION,
    storage,
    getToken: () => session.getToken(),
    beforeRequest: () => session.ensureFresh(),
    onUnauthorized: () => session.refresh(),
    onError: (error, meta) => {
      const outcome = classifyError(toErrorResponse(error), {
        during: 'load',
        codeSubmitted: meta.otpSent,
      });
      if (outcome.kind === 'otp-required') otp.challenge(outcome.method, outcome.codeError);
      else if (outcome.kind === 'logged') log('Request failed', error);
      else if (
        outcome.kind === 'session-expired' &&
        meta.hadToken &&
        session.store.getState().token
      )
        session.purge('unauthorized');
      else if (
        outcome.kind === 'server-error' ||
        outcome.kind === 'maintenance' ||
        outcome.kind === 'remote-portal'
      )
        events.emit('alert', outcome);
    },
    onHeaders: (headers) => {
      serverRelease = headers.get(HEADERS.releaseVersion) ?? serverRelease;
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const rates = createRates({
    // Signed in, the rate is the one exchanges post at (it moves); the public one otherwise.
    fetchRate: (sell, buy, signal) =>
      fetchQuotedRate({ http }, Boolean(session.getToken()), sell, buy, signal),
    ...(options.visibility ? { visibility: options.visibility } : {}),
  });
  const dictionaries = createDictionaries({
    getSummary: () => http.data<DictionarySummaryRef>('dictionaries'),
    // Through our HTTP layer (base, token, headers) whatever form the summary's url has; a
    // url elsewhere is refused rather than sent the token or fetched bare (AC-8).
    getFile: async (url) => {
      const path = dictionaryPath(url, baseURL, globalThis.location?.origin);
      if (path === null) throw new Error(`Dictionary url outside the API refused: ${url}`);
      return http.raw(path);
    },
    storage,
    log,
  });
  live = createLive({
    baseURL,
    getToken: () => session.getToken(),
    onAuthCode: (event) => void otp.acceptAnnounced(event),
    ...(options.loadPusher ? { load: options.loadPusher } : {}),
  });
  for (const [event, keys] of Object.entries(LIVE_INVALIDATIONS))
    live.on(event as CompanyEvent, () => {
      for (const key of keys) cache.invalidate(key);
    });
  const dispose = () => {
    session.stop();
    rates.stopAll();
    if (live && live.store.getState().status !== 'idle') live.disconnect();
  };
  return {
    dispose,
    baseURL,
    storage,
    http,
    session,
    otp,
    rates,
    cache,
    dictionaries,
    live,
    events,
    browserId,
    serverRelease: () => serverRelease,
  };
}
