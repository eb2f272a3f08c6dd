import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client.js';
import { sealAnnouncedCode } from './contract/announcedCode.js';
import { createMemoryStorage } from './storage/KeyValueStorage.js';

const make = () =>
  createClient({ baseURL: 'http://api.test/api/v2', storage: createMemoryStorage() });

describe('createClient: one instance owns all stores', () => {
  it('exposes session, otp, rates, cache, dictionaries, live and events', () => {
    const c = make();
    for (const k of ['session', 'otp', 'rates', 'cache', 'dictionaries', 'live'] as const)
      expect(typeof c[k].store.getState).toBe('function');
    expect(c.browserId()).toHaveLength(30);
  });

  it('two clients share nothing', () => {
    const a = make();
    const b = make();
    a.session.setToken({ access_token: 'a', expires_in: 3600 });
    a.otp.enterCode('123456');
    a.cache.set('k', 1);
    expect(b.session.getToken()).toBeNull();
    expect(b.otp.store.getState().code).toBe('');
    expect(b.cache.peek('k')).toBeUndefined();
    expect(a.rates.store).not.toBe(b.rates.store);
    expect(a.browserId()).not.toBe(b.browserId());
  });

  it('PP-4.3-08 a live auth-code sealed for this browser fills the OTP store', async () => {
    const c = make();
    expect(await c.otp.acceptAnnounced(await sealAnnouncedCode(c.browserId(), '222222'))).toBe(
      true,
    );
    expect(c.otp.store.getState().code).toBe('222222');
  });

  it('starts no timer and touches no DOM at creation', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const c = make();
    expect(c.live.store.getState().status).toBe('idle');
    expect(c.rates.store.getState().pairs).toEqual({});
  });

  it('dispose stops every timer', () => {
    vi.useFakeTimers();
    try {
      const c = createClient({
        baseURL: 'http://api.test',
        storage: createMemoryStorage(),
        fetch: (async () => new Response('{}')) as typeof fetch,
      });
      c.session.start();
      c.rates.start('EUR', 'USD', 10);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      c.dispose();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed answer by default as its one line, not the error object (P9)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async () => Response.json({ message: 'Forbidden' }, { status: 403 }));
    const c = createClient({
      baseURL: 'http://api.test/api/v2',
      storage: createMemoryStorage(),
      fetch,
    });
    await expect(c.http.data('a/companies')).rejects.toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Request failed', expect.stringContaining('403'));
    warn.mockRestore();
  });

  it('PP-2.2-10 remembers the release the server reports, on success and on failure', async () => {
    let release = '2.0.0';
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const failing = String(input).includes('missing');
      return new Response(JSON.stringify(failing ? { message: 'Not Found' } : { data: 1 }), {
        status: failing ? 404 : 200,
        headers: { 'Content-Type': 'application/json', 'X-Release-Version': release },
      });
    });
    const c = createClient({
      baseURL: 'http://api.test/api/v2',
      storage: createMemoryStorage(),
      fetch,
      log: () => {},
    });
    expect(c.serverRelease()).toBeNull();
    await c.http.data('rates/EUR/USD');
    expect(c.serverRelease()).toBe('2.0.0');
    release = '2.1.0';
    await expect(c.http.data('missing')).rejects.toBeTruthy();
    expect(c.serverRelease()).toBe('2.1.0');
  });
});
