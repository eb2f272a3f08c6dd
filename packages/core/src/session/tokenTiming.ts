import { DICTIONARIES_KEY } from '../cache/dictionaries.js';
import { USER_KEY } from './keptUser.js';
/** Storage key of the session token (PP-7.1-07). */
export const JWT_KEY = 'flexportal.jwt';
/** Storage key of the reserve administrator copy (PP-7.1-07, PP-4.8-06). */
export const ADMIN_JWT_KEY = 'flexportal.jwt_admin';
/**
 * Storage key of the cross-tab refresh lock: `{ owner, until }` (ms). Tabs share the token
 * through storage, and a refresh revokes the token it replaces, so only one tab may refresh
 * at a time; the others wait for the new token to appear in storage.
 */
export const REFRESH_LOCK_KEY = 'flexportal.jwt_refreshing';
/** A lock older than this is abandoned (its tab closed mid-refresh). */
export const REFRESH_LOCK_MS = 10 * 1000;
/** Every key the session writes; a logout leaves none of them behind (R13). */
export const SESSION_KEYS = Object.freeze([
  JWT_KEY,
  ADMIN_JWT_KEY,
  REFRESH_LOCK_KEY,
  DICTIONARIES_KEY,
  USER_KEY,
]);
/** A refresh is due under this much time left (PP-4.8-02). */
export const REFRESH_THRESHOLD_MS = 10 * 60 * 1000;
/** The expiry warning shows at this much time left or less (PP-4.8-03). */
export const WARNING_THRESHOLD_MS = 120 * 1000;
/** How often the session is checked (PP-4.8-03). */
export const SESSION_CHECK_INTERVAL_MS = 5 * 1000;
/** The part of a token the session keeps: the bearer and its expiry (unix seconds). */
export interface StoredToken {
  /** The bearer. */
  access_token: string;
  /** Expiry, unix seconds. */
  expires_at: number;
}

/** Milliseconds left before the token expires (negative when expired). */
function msLeft(token: StoredToken, now: number): number {
  return token.expires_at * 1000 - now;
}

/** No token or an expired token means unauthenticated (PP-4.8-01). */
export function isAuthenticated(token: StoredToken | null, now: number): token is StoredToken {
  return !!token && !!token.access_token && msLeft(token, now) > 0;
}

/** A refresh is due when under 10 minutes remain and the token is still valid (PP-4.8-02). */
export function isRefreshDue(token: StoredToken | null, now: number): boolean {
  return isAuthenticated(token, now) && msLeft(token, now) < REFRESH_THRESHOLD_MS;
}

/** The warning shows when 120 s or less remain on a valid token (PP-4.8-03). */
export function isWarningDue(token: StoredToken | null, now: number): boolean {
  return isAuthenticated(token, now) && msLeft(token, now) <= WARNING_THRESHOLD_MS;
}

/**
 * Reads a token from what a server or token provider gave: `expires_at` (unix seconds) or
 * `expires_in` (seconds from now). Returns null when it has no bearer.
 */
export function toStoredToken(value: unknown, now: number): StoredToken | null {
  if (!value || typeof value !== 'object') return null;
  const t = value as { access_token?: unknown; expires_at?: unknown; expires_in?: unknown };
  if (typeof t.access_token !== 'string' || !t.access_token) return null;
  if (typeof t.expires_at === 'number')
    return { access_token: t.access_token, expires_at: t.expires_at };
  if (typeof t.expires_in === 'number')
    return { access_token: t.access_token, expires_at: Math.floor(now / 1000) + t.expires_in };
  return null;
}

/** Parses a stored token (JSON); anything unreadable counts as none. */
export function readStoredToken(raw: string | null): StoredToken | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return toStoredToken(v, 0);
  } catch {
    return null;
  }
}
