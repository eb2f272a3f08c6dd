import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LoginResult } from '../contract/auth.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import type { SendRequest } from '../submit/createSubmitFlow.js';
import {
  ADMIN_JWT_KEY,
  isAuthenticated,
  isRefreshDue,
  isWarningDue,
  JWT_KEY,
  REFRESH_LOCK_KEY,
  REFRESH_LOCK_MS,
  readStoredToken,
  SESSION_CHECK_INTERVAL_MS,
  type StoredToken,
  toStoredToken,
} from './tokenTiming.js';

/** Session state (PP-4.8). */
export interface SessionState {
  /** The current token, or null. */
  token: StoredToken | null;
  /** True while a token is present and not expired (PP-4.8-01). */
  authenticated: boolean;
  /** True while the expiry warning should show (PP-4.8-03). */
  warning: boolean;
  /** True while a refresh is in flight. */
  refreshing: boolean;
  /** True when an administrator copy is kept in reserve (Back To Admin, AC-2menus-13). */
  hasAdminToken: boolean;
}

/** What the session needs from its client. */
export interface SessionOptions {
  /** Where the token and the admin reserve are kept. */
  storage: KeyValueStorage;
  /** Calls `POST auth/refresh` with the current token; resolves to a token-like object. */
  requestRefresh: (token: StoredToken) => Promise<unknown>;
  /** Calls `POST auth/logout` with the current token; its failure does not stop the logout. */
  requestLogout?: (token: StoredToken) => Promise<unknown>;
  /** Async token provider (like Stripe's `fetchClientSecret`); replaces auth/refresh. */
  fetchToken?: () => Promise<unknown>;
  /**
   * POSTs `body` to a sign-in call (`auth/login` or one answering like it) through the client,
   * passing `request` on (its `otpCode` after a two-factor challenge); resolves to the answer.
   */
  requestLogin?: (
    path: string,
    body: Record<string, unknown>,
    request: SendRequest,
  ) => Promise<LoginResult>;
  /** Called once a sign-in's token is stored: the client keeps the user it answered with. */
  onSignedIn?: (answer: LoginResult) => void;
  /** Called after a purge (failed refresh, expiry, 401): the host goes to login. */
  onPurged?: (reason: 'expired' | 'refresh-failed' | 'unauthorized' | 'logout') => void;
  /** Injectable clock in ms (tests). */
  now?: () => number;
}

/** The session store and its actions (PP-4.8, PP-7.1-07). */
export interface Session {
  /** The vanilla zustand store of {@link SessionState}. */
  store: StoreApi<SessionState>;
  /** The bearer to send, or null when unauthenticated. */
  getToken(): string | null;
  /** Stores a token (from login, sign-up or a provider) under the JWT key. */
  setToken(token: unknown): void;
  /**
   * Signs in (`POST auth/login`, PP-7.2-01) and stores the session. Pass the sign-in form's
   * `request` on: after a two-factor challenge it carries the code. The request's error is
   * thrown as is (422 beside the fields, a challenge for the two-factor dialog).
   */
  login(email: string, password: string, request?: SendRequest): Promise<LoginResult>;
  /**
   * Signs in through another call answering like `auth/login` (sign-up, legacy key, quick
   * login, remote portal): POSTs `body` to `path`, then stores the session as {@link login}.
   */
  loginWith(
    path: string,
    body?: Record<string, unknown>,
    request?: SendRequest,
  ): Promise<LoginResult>;
  /** Tells the server (auth/logout) for the token and any admin reserve copy, then purges (PP-4.8-04 logout, PP-2.2-09, R13). */
  logout(): Promise<void>;
  /** Forgets the token and its admin reserve (PP-4.8-05); `onPurged` is called when there was one (always for logout). */
  purge(reason?: 'expired' | 'refresh-failed' | 'unauthorized' | 'logout'): void;
  /**
   * Refreshes the token. Concurrent calls share one request; a failure purges (PP-4.8-05).
   * Resolves true when a fresh token is in place.
   */
  refresh(): Promise<boolean>;
  /** Refreshes first when a refresh is due (PP-4.8-02), or fetches from the token provider when there is no token; used before each request. */
  ensureFresh(): Promise<void>;
  /** One check (PP-4.8-03): purge when expired, show or hide the warning, and with a token provider re-fetch when due. */
  check(): void;
  /** Starts the 5 s check (PP-4.8-03) and, with a token provider, the first fetch. */
  start(): void;
  /** Stops the check timer. */
  stop(): void;
  /** Logs in as a user, keeping the administrator token in reserve (PP-4.8-06). */
  impersonate(userToken: unknown): void;
  /** Restores the administrator token (PP-4.8-07); returns the route to go to, `admin.users`, or null. */
  returnToAdmin(): 'admin.users' | null;
}

/** Creates the session of one client. Nothing starts until {@link Session.start}. */
export function createSession(options: SessionOptions): Session {
  const now = options.now ?? Date.now;
  const { storage } = options;
  const initial = readStoredToken(storage.getItem(JWT_KEY));
  const store = createStore<SessionState>(() => ({
    token: initial,
    authenticated: isAuthenticated(initial, now()),
    warning: false,
    refreshing: false,
    hasAdminToken: readStoredToken(storage.getItem(ADMIN_JWT_KEY)) !== null,
  }));
  let inflight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const write = (token: StoredToken | null) => {
    if (token) storage.setItem(JWT_KEY, JSON.stringify(token));
    else storage.removeItem(JWT_KEY);
    const t = now();
    store.setState({
      token,
      authenticated: isAuthenticated(token, t),
      warning: isWarningDue(token, t),
    });
  };

  // Identifies this client as the holder of the cross-tab refresh lock (not a secret).
  const owner = Math.random().toString(36).slice(2);
  const shared = !options.fetchToken;
  const lockHeldElsewhere = () => {
    try {
      const lock = JSON.parse(storage.getItem(REFRESH_LOCK_KEY) ?? 'null') as {
        owner?: unknown;
        until?: unknown;
      } | null;
      return !!lock && lock.owner !== owner && typeof lock.until === 'number' && lock.until > now();
    } catch {
      return false;
    }
  };
  const releaseLock = () => {
    if (storage.getItem(REFRESH_LOCK_KEY)?.includes(`"${owner}"`))
      storage.removeItem(REFRESH_LOCK_KEY);
  };
  /**
   * Takes the token another tab (a client on the same storage) stored since, when it is a
   * different, valid one: that tab refreshed, which revoked the token this one holds.
   */
  const adoptStored = (): boolean => {
    if (!shared) return false;
    const stored = readStoredToken(storage.getItem(JWT_KEY));
    const current = store.getState().token;
    if (!stored || stored.access_token === current?.access_token) return false;
    const t = now();
    if (!isAuthenticated(stored, t)) return false;
    store.setState({ token: stored, authenticated: true, warning: isWarningDue(stored, t) });
    return true;
  };
  /** Waits while another tab refreshes; true when its new token arrived and was adopted. */
  const awaitOtherTab = async (): Promise<boolean> => {
    while (lockHeldElsewhere()) {
      await new Promise((r) => setTimeout(r, 25));
      if (adoptStored()) return true;
    }
    return adoptStored();
  };

  const session: Session = {
    store,
    getToken() {
      const { token } = store.getState();
      return isAuthenticated(token, now()) ? token.access_token : null;
    },
    setToken(value) {
      const token = toStoredToken(value, now());
      if (!token)
        throw new TypeError('Not a token: access_token and expires_at or expires_in needed');
      write(token);
    },
    login(email, password, request) {
      return session.loginWith('auth/login', { email, password }, request);
    },
    async loginWith(path, body = {}, request = {}) {
      if (!options.requestLogin) throw new TypeError('This session has no sign-in call');
      const answer = await options.requestLogin(path, body, request);
      session.setToken(answer?.token);
      options.onSignedIn?.(answer);
      return answer;
    },
    async logout() {
      const { requestLogout } = options;
      const current = store.getState().token;
      const admin = readStoredToken(storage.getItem(ADMIN_JWT_KEY));
      // The server may have revoked a token already; the local logout still happens.
      const revoke = async (t: StoredToken | null) => {
        if (requestLogout && isAuthenticated(t, now())) await requestLogout(t).catch(() => null);
      };
      await revoke(current);
      session.purge('logout');
      // The administrator's reserve copy is revoked too: dropping it locally is not enough
      // (R13). Only after the purge: the HTTP layer sends the session's bearer when it has one.
      await revoke(admin);
    },
    purge(reason = 'logout') {
      const had = store.getState().token !== null || store.getState().hasAdminToken;
      storage.removeItem(ADMIN_JWT_KEY);
      releaseLock();
      store.setState({ hasAdminToken: false });
      write(null);
      // Purging nothing (a token provider failing again) is not news for the host.
      if (had || reason === 'logout') options.onPurged?.(reason);
    },
    refresh() {
      if (inflight) return inflight;
      // Another tab already refreshed (a 401 here means it revoked our token): use its token.
      if (adoptStored()) return Promise.resolve(true);
      const current = store.getState().token;
      if (!options.fetchToken && !isAuthenticated(current, now())) return Promise.resolve(false);
      store.setState({ refreshing: true });
      inflight = (async () => {
        try {
          // No await before the lock is taken: a tab refreshing in the same tick must see it.
          if (shared && lockHeldElsewhere() && (await awaitOtherTab())) return true;
          if (shared) {
            const until = now() + REFRESH_LOCK_MS;
            storage.setItem(REFRESH_LOCK_KEY, JSON.stringify({ owner, until }));
          }
          const raw = options.fetchToken
            ? await options.fetchToken()
            : await options.requestRefresh(current as StoredToken);
          const token = toStoredToken(raw, now());
          if (!token) throw new Error('Refresh gave no token');
          write(token);
          return true;
        } catch {
          // Two tabs racing past the lock: the loser's refresh fails, the winner's token counts.
          if (adoptStored()) return true;
          session.purge('refresh-failed');
          return false;
        } finally {
          releaseLock();
          inflight = null;
          store.setState({ refreshing: false });
        }
      })();
      return inflight;
    },
    async ensureFresh() {
      adoptStored();
      const { token } = store.getState();
      if (inflight) await inflight;
      else if (isRefreshDue(token, now())) await session.refresh();
      else if (options.fetchToken && !isAuthenticated(token, now())) await session.refresh();
    },
    check() {
      const { token } = store.getState();
      const t = now();
      if (token && !isAuthenticated(token, t)) {
        session.purge('expired');
        return;
      }
      if (options.fetchToken && (!token || isRefreshDue(token, t))) {
        void session.refresh();
        return;
      }
      const warning = isWarningDue(token, t);
      if (warning !== store.getState().warning) store.setState({ warning });
    },
    start() {
      if (timer) return;
      timer = setInterval(() => session.check(), SESSION_CHECK_INTERVAL_MS);
      session.check();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    impersonate(userToken) {
      const admin = store.getState().token;
      const token = toStoredToken(userToken, now());
      if (!token) throw new TypeError('Not a token');
      if (admin) storage.setItem(ADMIN_JWT_KEY, JSON.stringify(admin));
      store.setState({ hasAdminToken: !!admin });
      write(token);
    },
    returnToAdmin() {
      const admin = readStoredToken(storage.getItem(ADMIN_JWT_KEY));
      if (!admin) return null;
      storage.removeItem(ADMIN_JWT_KEY);
      store.setState({ hasAdminToken: false });
      write(admin);
      return 'admin.users';
    },
  };
  return session;
}
