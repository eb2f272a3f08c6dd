import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { createSession } from './createSession.js';
import { ADMIN_JWT_KEY, JWT_KEY } from './tokenTiming.js';

const nowS = () => Math.floor(Date.now() / 1000);
const token = (name: string, lifeS: number) => ({ access_token: name, expires_at: nowS() + lifeS });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('PP-4.8 session', () => {
  it('PP-7.1-07 keeps the token under the JWT key', () => {
    const storage = createMemoryStorage();
    const s = createSession({ storage, requestRefresh: vi.fn() });
    s.setToken(token('a', 3600));
    expect(JSON.parse(storage.getItem(JWT_KEY) ?? '')).toMatchObject({ access_token: 'a' });
    expect(s.getToken()).toBe('a');
    const again = createSession({ storage, requestRefresh: vi.fn() });
    expect(again.store.getState().authenticated).toBe(true);
  });

  it('PP-4.8-02 ensureFresh refreshes only when under 10 minutes remain', async () => {
    const requestRefresh = vi.fn(async () => token('b', 3600));
    const s = createSession({ storage: createMemoryStorage(), requestRefresh });
    s.setToken(token('a', 11 * 60));
    await s.ensureFresh();
    expect(requestRefresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(61_000);
    await s.ensureFresh();
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(s.getToken()).toBe('b');
  });

  it('concurrent refreshes collapse into one request', async () => {
    let resolve!: (v: unknown) => void;
    const requestRefresh = vi.fn(() => new Promise((r) => (resolve = r)));
    const s = createSession({ storage: createMemoryStorage(), requestRefresh });
    s.setToken(token('a', 60));
    const all = Promise.all([s.refresh(), s.refresh(), s.ensureFresh(), s.refresh()]);
    resolve(token('b', 3600));
    const [a, b, , d] = await all;
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect([a, b, d]).toEqual([true, true, true]);
  });

  it('PP-4.8-05 a failed refresh purges', async () => {
    const onPurged = vi.fn();
    const storage = createMemoryStorage();
    const s = createSession({
      storage,
      onPurged,
      requestRefresh: async () => Promise.reject(new Error('401')),
    });
    s.setToken(token('a', 60));
    await expect(s.refresh()).resolves.toBe(false);
    expect(s.store.getState().authenticated).toBe(false);
    expect(storage.getItem(JWT_KEY)).toBeNull();
    expect(onPurged).toHaveBeenCalledWith('refresh-failed');
  });

  it('PP-4.8-03 warning at <=120 s, checked every 5 s; expiry purges', () => {
    const onPurged = vi.fn();
    const s = createSession({ storage: createMemoryStorage(), onPurged, requestRefresh: vi.fn() });
    s.setToken(token('a', 130));
    s.start();
    expect(s.store.getState().warning).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(s.store.getState().warning).toBe(false); // 125 s left
    vi.advanceTimersByTime(5_000);
    expect(s.store.getState().warning).toBe(true); // 120 s left
    vi.advanceTimersByTime(120_000);
    expect(s.store.getState().authenticated).toBe(false);
    expect(onPurged).toHaveBeenCalledWith('expired');
    s.stop();
  });

  it('PP-4.8-04 Stay Logged In refreshes and clears the warning', async () => {
    const s = createSession({
      storage: createMemoryStorage(),
      requestRefresh: async () => token('b', 3600),
    });
    s.setToken(token('a', 100));
    s.check();
    expect(s.store.getState().warning).toBe(true);
    await s.refresh();
    expect(s.store.getState().warning).toBe(false);
  });

  it('PP-4.8-06/07 impersonation keeps the admin token in reserve; return restores it', () => {
    const storage = createMemoryStorage();
    const s = createSession({ storage, requestRefresh: vi.fn() });
    s.setToken(token('admin', 3600));
    s.impersonate(token('user', 3600));
    expect(s.getToken()).toBe('user');
    expect(s.store.getState().hasAdminToken).toBe(true);
    expect(storage.getItem(ADMIN_JWT_KEY)).toContain('admin');
    expect(s.returnToAdmin()).toBe('admin.users');
    expect(s.getToken()).toBe('admin');
    expect(s.store.getState().hasAdminToken).toBe(false);
    expect(s.returnToAdmin()).toBeNull();
  });

  it('an async token provider is called at start and again before expiry', async () => {
    let n = 0;
    const fetchToken = vi.fn(async () => ({ access_token: `p${++n}`, expires_in: 15 * 60 }));
    const s = createSession({
      storage: createMemoryStorage(),
      fetchToken,
      requestRefresh: vi.fn(),
    });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getToken()).toBe('p1');
    await vi.advanceTimersByTimeAsync(5 * 60_000 + 5_000);
    expect(s.getToken()).toBe('p2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
    s.stop();
  });
});

describe('token provider before the first request', () => {
  it('fetches a token when there is none', async () => {
    const fetchToken = vi.fn(async () => ({ access_token: 'p', expires_in: 3600 }));
    const s = createSession({
      storage: createMemoryStorage(),
      fetchToken,
      requestRefresh: vi.fn(),
    });
    await s.ensureFresh();
    expect(s.getToken()).toBe('p');
    await s.ensureFresh();
    expect(fetchToken).toHaveBeenCalledOnce();
  });
});

describe('PP-4.8-04 / PP-2.2-09 logout', () => {
  it('tells the server, then purges even when the server call fails', async () => {
    const onPurged = vi.fn();
    const requestLogout = vi.fn(async () => Promise.reject(new Error('gone')));
    const s = createSession({
      storage: createMemoryStorage(),
      requestRefresh: vi.fn(),
      requestLogout,
      onPurged,
    });
    s.setToken(token('a', 3600));
    await s.logout();
    expect(requestLogout).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'a' }));
    expect(s.getToken()).toBeNull();
    expect(onPurged).toHaveBeenCalledWith('logout');
  });
});
