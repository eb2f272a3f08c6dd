import { describe, expect, it } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { DICTIONARIES_KEY } from '../cache/dictionaries.js';
import { WHITE_LABEL_KEY } from '../cache/localWhiteLabel.js';
import { createClient, type FlexportalClient } from '../client.js';
import { BROWSER_ID_KEY } from '../http/browserId.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { impersonateUser } from './impersonateUser.js';
import { USER_KEY } from './keptUser.js';
import { ADMIN_JWT_KEY, SESSION_KEYS } from './tokenTiming.js';
import { USER_CACHE_KEY } from './userCacheKey.js';

// R13 against the real sandbox over HTTP.
const server = fileSandbox();
/** Keys core writes that describe the device or deployment, not the signed-in user. */
const DEVICE_KEYS = [BROWSER_ID_KEY, WHITE_LABEL_KEY];

/** A storage that can list its keys, as localStorage can. */
function listableStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

async function signIn(client: FlexportalClient, email: string) {
  const answer = await client.http.data<{ token: unknown; user: { id: number } }>('auth/login', {
    method: 'POST',
    body: { email, password: server().demoPassword },
  });
  client.session.setToken(answer.token);
  return answer.user;
}

/** Status of a raw call with a given bearer (no client, no refresh, no retry). */
async function statusWith(token: string, path: string, method = 'GET'): Promise<number> {
  const res = await fetch(`${server().apiUrl}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return res.status;
}

/** What logout left: session keys still present, and any value still holding a token. */
function leftovers(storage: ReturnType<typeof listableStorage>, tokens: string[]) {
  const keys = [...storage.map.keys()];
  return {
    sessionKeys: keys.filter((k) => (SESSION_KEYS as readonly string[]).includes(k)),
    unknownKeys: keys.filter(
      (k) => k.startsWith('flexportal.') && ![...SESSION_KEYS, ...DEVICE_KEYS].includes(k),
    ),
    holdingToken: [...storage.map.values()].filter((v) => tokens.some((t) => v.includes(t))),
  };
}

describe('R13 logout leaves no session in storage and revokes the tokens server-side', () => {
  const checks: boolean[] = [];

  it('a manager: 0 session keys left; the old token answers 401 and cannot refresh', async () => {
    const storage = listableStorage();
    const client = createClient({ baseURL: server().apiUrl, storage });
    await signIn(client, 'solo@individual.test');
    // Read as the screens read it: through the client's one user entry, kept in storage.
    await client.cache.get(USER_CACHE_KEY, () => client.http.data(USER_CACHE_KEY), 60_000);
    // Kept between page loads while signed in, gone with the session.
    await client.dictionaries.sync();
    expect(storage.map.has(DICTIONARIES_KEY)).toBe(true);
    expect(storage.map.has(USER_KEY)).toBe(true);
    const old = client.session.getToken() as string;
    expect(await statusWith(old, 'auth/me')).toBe(200); // valid before the logout
    expect(storage.map.size).toBeGreaterThan(0);

    await client.session.logout();
    const left = leftovers(storage, [old]);
    const me = await statusWith(old, 'auth/me');
    const refresh = await statusWith(old, 'auth/refresh', 'POST');
    console.log(
      `R13: manager: session keys left ${left.sessionKeys.length}/${SESSION_KEYS.length}, ` +
        `values holding the token ${left.holdingToken.length}; old token auth/me ${me}, refresh ${refresh}`,
    );
    expect(left).toEqual({ sessionKeys: [], unknownKeys: [], holdingToken: [] });
    expect(client.session.store.getState()).toMatchObject({ token: null, authenticated: false });
    expect(me).toBe(401);
    expect(refresh).toBe(401);
    checks.push(true);
  });

  it('an impersonating admin: the reserve admin token is revoked too', async () => {
    const probe = createClient({ baseURL: server().apiUrl, storage: listableStorage() });
    const solo = await signIn(probe, 'solo@individual.test');
    await probe.session.logout();

    const storage = listableStorage();
    const client = createClient({ baseURL: server().apiUrl, storage });
    await signIn(client, 'admin@flexportal.test');
    const admin = client.session.getToken() as string;
    const answer = await impersonateUser(client, solo.id);
    expect(client.cache.peek(USER_CACHE_KEY)).toEqual(answer.user);
    const user = client.session.getToken() as string;
    expect(storage.getItem(ADMIN_JWT_KEY)).toContain(admin);
    expect([await statusWith(admin, 'auth/me'), await statusWith(user, 'auth/me')]).toEqual([
      200, 200,
    ]);

    await client.session.logout();
    const left = leftovers(storage, [admin, user]);
    const statuses = {
      user: await statusWith(user, 'auth/me'),
      admin: await statusWith(admin, 'auth/me'),
      adminRefresh: await statusWith(admin, 'auth/refresh', 'POST'),
    };
    console.log(
      `R13: impersonation: session keys left ${left.sessionKeys.length}/${SESSION_KEYS.length}, ` +
        `values holding a token ${left.holdingToken.length}; old tokens ${JSON.stringify(statuses)}`,
    );
    expect(left).toEqual({ sessionKeys: [], unknownKeys: [], holdingToken: [] });
    expect(statuses).toEqual({ user: 401, admin: 401, adminRefresh: 401 });
    checks.push(true);
  });

  it('ran both cases', () => {
    expect(checks).toHaveLength(2);
  });
});
