import { describe, expect, it } from 'vitest';
import { createCache } from '../cache/createCache.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { keepUser, tokenFingerprint, USER_KEY } from './keptUser.js';
import { USER_CACHE_KEY } from './userCacheKey.js';

const user = { id: 7, role: 'manager' };

/** One page: a cache kept in `storage` while `token` is the session's token. */
function page(storage = createMemoryStorage(), token: string | null = 'token-a', now = 1_000) {
  const cache = createCache(() => now);
  let current = token;
  keepUser(cache, storage, () => current);
  return { cache, storage, setToken: (t: string | null) => (current = t) };
}

describe('the signed-in user kept between page loads (issue 26)', () => {
  it('a user read on one page is in the next page’s cache, aged as when it was read', () => {
    const first = page(createMemoryStorage(), 'token-a', 1_000);
    first.cache.set(USER_CACHE_KEY, user);
    const next = page(first.storage, 'token-a', 90_000);
    expect(next.cache.peek(USER_CACHE_KEY)).toEqual(user);
    expect(next.cache.store.getState().entries[USER_CACHE_KEY]?.updatedAt).toBe(1_000);
  });

  it('another token (a new sign-in, a refresh, a partner’s token endpoint) gets no kept user', () => {
    const first = page();
    first.cache.set(USER_CACHE_KEY, user);
    expect(page(first.storage, 'token-b').cache.peek(USER_CACHE_KEY)).toBeUndefined();
    expect(page(first.storage, null).cache.peek(USER_CACHE_KEY)).toBeUndefined();
  });

  it('impersonation keeps the user the new token belongs to', () => {
    const first = page();
    first.cache.set(USER_CACHE_KEY, user);
    first.setToken('token-user');
    first.cache.set(USER_CACHE_KEY, { id: 9, role: 'manager' });
    expect(page(first.storage, 'token-user').cache.peek(USER_CACHE_KEY)).toEqual({
      id: 9,
      role: 'manager',
    });
  });

  it('an invalidated or cleared entry (live event, Back To Admin, purge) leaves no copy', () => {
    const first = page();
    first.cache.set(USER_CACHE_KEY, user);
    first.cache.invalidate(USER_CACHE_KEY);
    expect(first.storage.getItem(USER_KEY)).toBeNull();
    first.cache.set(USER_CACHE_KEY, user);
    first.cache.clear();
    expect(first.storage.getItem(USER_KEY)).toBeNull();
  });

  it('never writes the token itself, and a damaged copy is dropped', () => {
    const first = page(createMemoryStorage(), 'secret-token-value');
    first.cache.set(USER_CACHE_KEY, user);
    expect(first.storage.getItem(USER_KEY)).not.toContain('secret-token-value');
    first.storage.setItem(USER_KEY, '{not json');
    expect(page(first.storage, 'secret-token-value').cache.peek(USER_CACHE_KEY)).toBeUndefined();
    expect(first.storage.getItem(USER_KEY)).toBeNull();
  });

  it('fingerprints differ for tokens that differ in one character', () => {
    expect(tokenFingerprint('abc.def.ghi')).not.toBe(tokenFingerprint('abc.def.ghj'));
    expect(tokenFingerprint('abc')).toMatch(/^[0-9a-f]{1,8}$/);
  });
});
