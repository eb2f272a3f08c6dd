import {
  CACHE_TTL,
  type FlexportalClient,
  impersonateUser,
  type LoginResult,
  type RuleUser,
  type SendRequest,
  USER_CACHE_KEY,
} from '@flexportal/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The signed-in user as the portal keeps it; the rules read only RuleUser's fields. */
export type PortalUser = RuleUser & { id?: number | string; email?: string; name?: string };

/** Who is signed in. */
export interface AuthState {
  user: PortalUser | null;
}

/** What `auth/login` answers (PP-7.2-01): user, token, optional redirect. */
export type LoginAnswer = LoginResult;

/** The portal's sign-in state over one client's session. */
export interface Auth {
  store: StoreApi<AuthState>;
  /** The current user: null when signed out; loaded once from `auth/me` when needed. */
  loadUser(): Promise<PortalUser | null>;
  /**
   * Core's sign-in (`client.session.login`: `POST auth/login`, the token in the session, the
   * user in the client's cache), then keeps the user here. `request` carries the two-factor
   * code when the sign-in form resubmits after a challenge.
   */
  login(email: string, password: string, request?: SendRequest): Promise<LoginAnswer>;
  /**
   * Signs in through another login call that answers like `auth/login` (legacy key, quick
   * login, remote portal): POSTs `body` to `path` and keeps the result.
   */
  loginWith(
    path: string,
    body?: Record<string, unknown>,
    request?: SendRequest,
  ): Promise<LoginAnswer>;
  /** `POST auth/logout` (the server revokes the token), then purges the session. */
  logout(): Promise<void>;
  /**
   * An administrator acts as a manager (PP-4.8-06): `POST a/users/{id}/login`, the admin
   * token kept in reserve by the session, the manager's token and user in use.
   */
  impersonate(userId: number): Promise<LoginAnswer>;
  /** Back To Admin: restores the reserved administrator token; returns the route to open. */
  backToAdmin(): string | null;
}

/** Creates the portal's auth over `client`; the user is forgotten whenever the session is purged. */
export function createAuth(client: FlexportalClient): Auth {
  const store = createStore<AuthState>(() => ({ user: null }));
  let loading: Promise<PortalUser | null> | null = null;
  // The first navigation of a page asks the server even when the client kept the user from
  // an earlier page: its answer carries the server's release, which the guard compares with
  // ours (PP-2.2-10). Later navigations read the cache as the screens do.
  let askedServer = false;
  client.events.on('unauthenticated', () => store.setState({ user: null }));

  return {
    store,
    loadUser() {
      if (!client.session.store.getState().authenticated) {
        store.setState({ user: null });
        return Promise.resolve(null);
      }
      const known = store.getState().user;
      if (known) return Promise.resolve(known);
      // Through the client's cache entry the screens read too (useSignedInUser), so the
      // portal and a screen never ask for the same user twice (P6).
      const ttl = askedServer ? CACHE_TTL.profileUser : 0;
      askedServer = true;
      loading ??= client.cache
        .get(USER_CACHE_KEY, () => client.http.data<PortalUser>(USER_CACHE_KEY), ttl)
        .then(
          (user) => {
            store.setState({ user });
            return user;
          },
          () => null,
        )
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    async login(email, password, request) {
      const answer = await client.session.login(email, password, request);
      store.setState({ user: answer.user });
      return answer;
    },
    async loginWith(path, body, request) {
      const answer = await client.session.loginWith(path, body, request);
      store.setState({ user: answer.user });
      return answer;
    },
    async impersonate(userId) {
      const answer = await impersonateUser(client, userId);
      store.setState({ user: answer.user });
      return answer;
    },
    backToAdmin() {
      const to = client.session.returnToAdmin();
      // The next guard loads the administrator from auth/me.
      if (to) {
        client.cache.invalidate(USER_CACHE_KEY);
        store.setState({ user: null });
      }
      return to;
    },
    async logout() {
      // Core tells the server (the token is revoked there) and purges the session.
      await client.session.logout();
      store.setState({ user: null });
    },
  };
}
