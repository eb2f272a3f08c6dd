import { describe, expect, it } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createClient } from '../client.js';
import { User } from '../contract/auth.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { USER_CACHE_KEY } from './userCacheKey.js';

// client.session.login against the real sandbox.
const server = fileSandbox();

const newClient = () => createClient({ baseURL: server().apiUrl, storage: createMemoryStorage() });

describe('client.session.login (PP-7.2-01)', () => {
  it('stores the session and keeps the user under the one user cache key', async () => {
    const client = newClient();
    const answer = await client.session.login('manager@acme.test', server().demoPassword);
    expect(User.parse(answer.user).email).toBe('manager@acme.test');
    expect(client.session.store.getState().authenticated).toBe(true);
    expect(client.session.getToken()).toBe(answer.token.access_token);
    expect(client.cache.peek(USER_CACHE_KEY)).toEqual(answer.user);
    // The stored session is the server's: auth/me answers with the same user.
    const me = await client.http.data<{ id: number }>(USER_CACHE_KEY);
    expect(me.id).toBe(answer.user.id);
  });

  it('a refused sign-in throws the 422 as is and stores nothing', async () => {
    const client = newClient();
    const error = await client.session.login('manager@acme.test', 'wrong').catch((e) => e);
    expect(error?.response?.status).toBe(422);
    expect(client.session.store.getState().authenticated).toBe(false);
    expect(client.cache.peek(USER_CACHE_KEY)).toBeUndefined();
  });

  it('loginWith posts another sign-in call answering like auth/login', async () => {
    const client = newClient();
    const error = await client.session
      .loginWith('auth/from-legacy', { key: 'not-a-key' })
      .catch((e) => e);
    expect(error?.response?.status).toBeGreaterThanOrEqual(400);
    expect(client.session.store.getState().authenticated).toBe(false);
  });
});
