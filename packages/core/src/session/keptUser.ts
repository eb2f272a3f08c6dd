import type { Cache } from '../cache/createCache.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { USER_CACHE_KEY } from './userCacheKey.js';

/** Where the signed-in user is kept between page loads (a session key: cleared with it). */
export const USER_KEY = 'flexportal.user';

/** What {@link USER_KEY} holds: the user, when it was read (ms), whose token it was read with. */
interface KeptUser {
  user: unknown;
  at: number;
  token: string;
}

/**
 * A fingerprint of a token (FNV-1a, 32 bits, hex): ties the kept user to the token it was
 * read with, without writing the token a second time. Not a secret and not a check of the
 * token; a collision only shows a kept user until its lifetime runs out.
 */
export function tokenFingerprint(accessToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < accessToken.length; i++) {
    hash ^= accessToken.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * Keeps the client's one user entry (`auth/me`) in `storage` across page loads, so a screen
 * gated on the user (role, features) shows without waiting for `auth/me` (P2, issue 26).
 * Now: puts the kept user back into `cache`, aged as when it was read, when it belongs to
 * the current token; `useCached` shows it and reloads it past its 5 minutes. Then: writes
 * every change of the entry (a sign-in, impersonation, a reload) and removes the copy when
 * the entry goes (a live `user.updated`, Back To Admin, a purge). A token replaced without
 * a new user (a refresh, a partner's token endpoint) no longer matches: the next page asks.
 */
export function keepUser(
  cache: Cache,
  storage: KeyValueStorage,
  token: () => string | null,
): () => void {
  const current = token();
  try {
    const kept = JSON.parse(storage.getItem(USER_KEY) ?? 'null') as KeptUser | null;
    if (
      current &&
      kept?.user &&
      typeof kept.at === 'number' &&
      kept.token === tokenFingerprint(current)
    )
      cache.set(USER_CACHE_KEY, kept.user, kept.at);
  } catch {
    storage.removeItem(USER_KEY);
  }
  return cache.store.subscribe((state, previous) => {
    const entry = state.entries[USER_CACHE_KEY];
    if (entry === previous.entries[USER_CACHE_KEY]) return;
    const now = token();
    try {
      if (entry && now) {
        const kept: KeptUser = {
          user: entry.data,
          at: entry.updatedAt,
          token: tokenFingerprint(now),
        };
        storage.setItem(USER_KEY, JSON.stringify(kept));
      } else storage.removeItem(USER_KEY);
    } catch {
      // A full storage only costs the next page an `auth/me`.
    }
  });
}
