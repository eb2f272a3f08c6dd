import { describe, expect, it } from 'vitest';
import type { Http } from '../http/createHttp.js';
import { manager } from '../routes/fixtures.test-utils.js';
import { USER_CACHE_KEY } from '../session/userCacheKey.js';
import { createCache } from './createCache.js';
import {
  BANK_ACCOUNTS_READ,
  CRYPTO_WALLETS_READ,
  TRANSFER_MAP_READ,
  warmReads,
} from './sharedReads.js';

/** An HTTP layer that answers every path and counts what was asked. */
function countingHttp() {
  const asked: string[] = [];
  const http = {
    list: async (path: string) => {
      asked.push(path);
      return { items: [{ id: 1 }], total: 1 };
    },
    data: async (path: string) => {
      asked.push(path);
      return [{ path }];
    },
  } as unknown as Http;
  return { http, asked };
}

const session = (token: string | null) => ({ getToken: () => token });

describe('warmReads', () => {
  it('starts the named reads for a signed-in client, and the screen then shares that one load', async () => {
    const { http, asked } = countingHttp();
    const cache = createCache();
    warmReads({ http, cache, session: session('t') }, ['bankAccounts', 'transferMap']);
    expect(asked).toEqual([BANK_ACCOUNTS_READ.key, TRANSFER_MAP_READ.key]);
    // The screen's hook reads the same key a moment later: no second request.
    const accounts = await cache.get(
      BANK_ACCOUNTS_READ.key,
      () => BANK_ACCOUNTS_READ.load(http),
      BANK_ACCOUNTS_READ.ttlMs,
    );
    expect(accounts).toEqual([{ id: 1 }]);
    expect(asked).toHaveLength(2);
  });

  it('asks nothing without a session, and skips names it does not know', () => {
    const { http, asked } = countingHttp();
    warmReads({ http, cache: createCache(), session: session(null) }, ['bankAccounts']);
    warmReads({ http, cache: createCache(), session: session('t') }, ['toString', 'nope']);
    expect(asked).toEqual([]);
  });

  it('starts a read only some users may load only for a kept user it allows (PP-5-27)', () => {
    const { http, asked } = countingHttp();
    const withUser = (user: unknown) => {
      const cache = createCache();
      if (user) cache.set(USER_CACHE_KEY, user);
      warmReads({ http, cache, session: session('t') }, ['cryptoWallets']);
    };
    withUser(null); // no kept user: the screen decides once auth/me answers
    withUser(manager({}, { enabled_features: { crypto: false } }));
    withUser(manager({ two_factor_auth: {} }));
    expect(asked).toEqual([]);
    withUser(manager());
    expect(asked).toEqual([CRYPTO_WALLETS_READ.key]);
  });

  it('leaves a failed read uncached for the screen to load again', async () => {
    const cache = createCache();
    let calls = 0;
    const http = {
      list: async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return { items: [{ id: 2 }], total: 1 };
      },
    } as unknown as Http;
    warmReads({ http, cache, session: session('t') }, ['bankAccounts']);
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peek(BANK_ACCOUNTS_READ.key)).toBeUndefined();
    const accounts = await cache.get(
      BANK_ACCOUNTS_READ.key,
      () => BANK_ACCOUNTS_READ.load(http),
      BANK_ACCOUNTS_READ.ttlMs,
    );
    expect(accounts).toEqual([{ id: 2 }]);
  });
});
