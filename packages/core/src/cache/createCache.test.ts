import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { covers, createCache } from './createCache.js';
import {
  changedDictionaries,
  createDictionaries,
  DICTIONARIES_KEY,
  isSummaryDue,
} from './dictionaries.js';
import {
  CACHE_TTL,
  DICTIONARY_SUMMARY_INTERVAL_MS,
  WHITE_LABEL_LOCAL_TTL_MS,
} from './lifetimes.js';
import { readWhiteLabel, writeWhiteLabel } from './localWhiteLabel.js';
import { MONEY_MOVED_KEYS, moneyMoved } from './moneyMoved.js';

const MIN = 60_000;
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PP-9-05..08 cache lifetimes', () => {
  it('uses the spec lifetimes', () => {
    expect(CACHE_TTL.cryptoWallets).toBe(1 * MIN);
    for (const k of [
      'profileUser',
      'alerts',
      'activityLogs',
      'whiteLabel',
      'accounts',
      'notifications',
      'settings',
      'tickets',
    ] as const)
      expect(CACHE_TTL[k]).toBe(5 * MIN);
    for (const k of [
      'announcements',
      'affiliates',
      'latestTickets',
      'companyStatistics',
      'adminStatistics',
      'companies',
    ] as const)
      expect(CACHE_TTL[k]).toBe(10 * MIN);
    expect(CACHE_TTL.dictionaries).toBe(30 * MIN);
    expect(CACHE_TTL.transferMap).toBe(30 * MIN);
  });

  it('serves a fresh value, reloads after the lifetime', async () => {
    const cache = createCache();
    const load = vi.fn(async () => Math.random());
    const a = await cache.get('manager/crypto/wallets', load, CACHE_TTL.cryptoWallets);
    vi.advanceTimersByTime(59_000);
    expect(await cache.get('manager/crypto/wallets', load, CACHE_TTL.cryptoWallets)).toBe(a);
    vi.advanceTimersByTime(1_000);
    await cache.get('manager/crypto/wallets', load, CACHE_TTL.cryptoWallets);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('de-duplicates concurrent requests and does not cache failures', async () => {
    const cache = createCache();
    const load = vi.fn(async () => 1);
    await Promise.all([
      cache.get('k', load, MIN),
      cache.get('k', load, MIN),
      cache.get('k', load, MIN),
    ]);
    expect(load).toHaveBeenCalledOnce();
    const failing = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(2);
    await expect(cache.get('f', failing, MIN)).rejects.toThrow('x');
    await expect(cache.get('f', failing, MIN)).resolves.toBe(2);
  });

  it('invalidates a key and its children; a load running then does not write', async () => {
    const cache = createCache();
    cache.set('manager/bank-accounts', [1]);
    cache.set('manager/bank-accounts/5', { id: 5 });
    cache.set('company', {});
    let release!: (v: number) => void;
    const p = cache.get(
      'manager/bank-accounts/6',
      () => new Promise<number>((r) => (release = r)),
      MIN,
    );
    cache.invalidate('manager/bank-accounts');
    release(6);
    await p;
    expect(Object.keys(cache.store.getState().entries)).toEqual(['company']);
    cache.clear();
    expect(cache.peek('company')).toBeUndefined();
  });

  it('counts every invalidation, also of a key not stored yet, so readers load again', () => {
    const cache = createCache();
    const before = cache.store.getState().generation;
    cache.invalidate('manager/bank-accounts');
    cache.clear();
    expect(cache.store.getState().generation).toBe(before + 2);
  });
});

describe('PP-7.3-09 white-label kept locally for one hour', () => {
  it('reads it back within the hour only', () => {
    const storage = createMemoryStorage();
    writeWhiteLabel(storage, { name: 'Acme' }, 1_000);
    expect(readWhiteLabel(storage, 1_000 + WHITE_LABEL_LOCAL_TTL_MS - 1)).toEqual({ name: 'Acme' });
    expect(readWhiteLabel(storage, 1_000 + WHITE_LABEL_LOCAL_TTL_MS)).toBeNull();
    expect(WHITE_LABEL_LOCAL_TTL_MS).toBe(60 * MIN);
  });
});

describe('PP-9-09 / AC-7mgr-37 / AC-8-12 dictionaries', () => {
  it('summary at most every 3 hours; changed files by url', () => {
    expect(DICTIONARY_SUMMARY_INTERVAL_MS).toBe(3 * 60 * MIN);
    expect(isSummaryDue(null, 0)).toBe(true);
    expect(isSummaryDue(0, DICTIONARY_SUMMARY_INTERVAL_MS - 1)).toBe(false);
    expect(isSummaryDue(0, DICTIONARY_SUMMARY_INTERVAL_MS)).toBe(true);
    expect(
      changedDictionaries(
        { countries: { url: '/c', file: 'v2' }, currencies: { url: '/m', file: 'v1' } },
        { countries: 'v1', currencies: 'v1' },
      ),
    ).toEqual(['countries']);
  });

  it('fetches only changed files, and a failure resets the timestamp so it is retried', async () => {
    let version = 'v1';
    const getSummary = vi.fn(async () => ({
      countries: { url: '/d/countries', file: version },
      roles: { url: '/d/roles', file: 'r1' },
    }));
    const getFile = vi.fn(async (url: string) => ({ url }));
    const d = createDictionaries({ getSummary, getFile, log: () => {} });
    await Promise.all([d.sync(), d.sync()]);
    expect(getSummary).toHaveBeenCalledOnce();
    expect(getFile).toHaveBeenCalledTimes(2);
    await d.sync();
    expect(getSummary).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(DICTIONARY_SUMMARY_INTERVAL_MS);
    version = 'v2';
    getFile.mockRejectedValueOnce(new Error('404'));
    await d.sync();
    expect(d.store.getState().summaryAt).toBeNull();
    await d.sync();
    expect(getSummary).toHaveBeenCalledTimes(3);
    expect(getFile.mock.calls.map((c) => c[0])).toEqual([
      '/d/countries',
      '/d/roles',
      '/d/countries',
      '/d/countries',
    ]);
    expect(d.store.getState().files).toEqual({ countries: 'v2', roles: 'r1' });
  });
});

describe('PP-9-08/09 dictionaries kept between page loads', () => {
  it('a second page within the 3 hours fetches nothing; clear forgets the kept copy', async () => {
    const storage = createMemoryStorage();
    const getSummary = vi.fn(async () => ({ countries: { url: '/d/countries', file: 'v1' } }));
    const getFile = vi.fn(async () => ['DE', 'FR']);
    const first = createDictionaries({ getSummary, getFile, storage, log: () => {} });
    await first.sync();
    const second = createDictionaries({ getSummary, getFile, storage, log: () => {} });
    expect(second.store.getState().data).toEqual({ countries: ['DE', 'FR'] });
    await second.sync();
    expect(getSummary).toHaveBeenCalledOnce();
    expect(getFile).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(DICTIONARY_SUMMARY_INTERVAL_MS);
    await second.sync();
    expect(getSummary).toHaveBeenCalledTimes(2);
    expect(getFile).toHaveBeenCalledOnce(); // the file's version did not change
    second.clear();
    expect(storage.getItem(DICTIONARIES_KEY)).toBeNull();
    expect(second.store.getState()).toEqual({ summaryAt: null, files: {}, data: {} });
  });

  it('ignores a kept copy that is not ours', () => {
    const storage = createMemoryStorage();
    for (const value of ['not json', '{"summaryAt":"x","files":{},"data":{}}', '[]']) {
      storage.setItem(DICTIONARIES_KEY, value);
      const d = createDictionaries({ getSummary: vi.fn(), getFile: vi.fn(), storage });
      expect(d.store.getState().summaryAt).toBeNull();
    }
  });
});

describe('AC-7mgr-37 dictionary files through the client', () => {
  it('fetches files on the API through our headers and refuses another origin', async () => {
    const { createClient } = await import('../client.js');
    vi.useRealTimers();
    const seen: Request[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      seen.push(req);
      const path = new URL(req.url).pathname;
      const body =
        path === '/api/v2/dictionaries'
          ? {
              data: {
                countries: { url: 'http://api.test/api/v2/d/countries', file: 'c1' },
                roles: { url: 'https://cdn.test/roles.json', file: 'r1' },
              },
            }
          : { file: path };
      return new Response(JSON.stringify(body), {
        status: path === '/missing' ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const client = createClient({
      baseURL: 'http://api.test/api/v2',
      storage: createMemoryStorage(),
      fetch,
      log: () => {},
    });
    client.session.setToken({ access_token: 'secret', expires_in: 3600 });
    await client.dictionaries.sync();
    expect(client.dictionaries.store.getState().data).toEqual({
      countries: { file: '/api/v2/d/countries' },
    });
    expect(seen.find((r) => r.url.startsWith('https://cdn.test'))).toBeUndefined();
    expect(seen.find((r) => r.url.endsWith('/d/countries'))?.headers.get('authorization')).toBe(
      'Bearer secret',
    );
  });
});

describe('issue 39: what is not cached hears invalidations too', () => {
  it('tells each invalidated key, and "" for a clear, until unsubscribed', () => {
    const cache = createCache();
    const heard: string[] = [];
    const off = cache.onInvalidate((key) => heard.push(key));
    cache.invalidate('manager/transactions');
    cache.clear();
    off();
    cache.invalidate('manager/bank-accounts');
    expect(heard).toEqual(['manager/transactions', '']);
  });

  it('covers a path itself, below it and everything, not a sibling sharing its start', () => {
    expect(covers('manager/transactions', 'manager/transactions')).toBe(true);
    expect(covers('manager/transactions', 'manager/transactions/7')).toBe(true);
    expect(covers('', 'manager/transactions')).toBe(true);
    expect(covers('manager/transactions', 'manager/transactions-metadata')).toBe(false);
    expect(covers('manager/transactions/7', 'manager/transactions')).toBe(false);
  });

  it('moneyMoved drops the balances, the lists and their counts, nothing else', () => {
    const cache = createCache();
    for (const key of [...MONEY_MOVED_KEYS, 'manager/crypto-wallets', 'manager/transactions/9'])
      cache.set(key, 1);
    const heard: string[] = [];
    cache.onInvalidate((key) => heard.push(key));
    moneyMoved(cache);
    expect(Object.keys(cache.store.getState().entries)).toEqual(['manager/crypto-wallets']);
    expect(heard).toEqual([...MONEY_MOVED_KEYS]);
  });
});
