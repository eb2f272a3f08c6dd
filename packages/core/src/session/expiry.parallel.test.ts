import { beforeAll, describe, expect, it } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createClient, type FlexportalClient } from '../client.js';
import { createMemoryStorage, type KeyValueStorage } from '../storage/KeyValueStorage.js';
import { createSubmitFlow } from '../submit/createSubmitFlow.js';
import { JWT_KEY, REFRESH_THRESHOLD_MS } from './tokenTiming.js';

// R6 against the real sandbox over HTTP.
const EMAIL = 'solo@individual.test';
/** Login happens this far in the server's past, so the token truly has 5 minutes left. */
const TOKEN_AGE_MS = 3600_000 - 300_000;

let accountId: number;
let serverOffsetMs = 0;
const mailed: string[] = [];
const server = fileSandbox({
  now: () => Date.now() + serverOffsetMs,
  onEmailCode: (e) => {
    if (e.email === EMAIL) mailed.push(e.otp);
  },
});

/** One request as the server saw it (method, path, one-time code, status). */
interface Seen {
  method: string;
  path: string;
  otp: string | null;
  status: number;
}
let seen: Seen[] = [];

/** The real fetch, recording every request of every client ("tab"). */
const countingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const req = new Request(input, init);
  const res = await fetch(req);
  seen.push({
    method: req.method,
    path: new URL(req.url).pathname.replace(/^\/api\/v2\//, ''),
    otp: req.headers.get('x-otp-code'),
    status: res.status,
  });
  return res;
}) as typeof globalThis.fetch;

const tab = (storage: KeyValueStorage) =>
  createClient({ baseURL: server().apiUrl, storage, fetch: countingFetch });

/** Signs in with the server's clock set back, so the token expires 5 minutes from now. */
async function expiringLogin(client: FlexportalClient): Promise<void> {
  serverOffsetMs = -TOKEN_AGE_MS;
  try {
    const answer = await client.http.data<{ token: unknown }>('auth/login', {
      method: 'POST',
      body: { email: EMAIL, password: server().demoPassword },
    });
    client.session.setToken(answer.token);
  } finally {
    serverOffsetMs = 0;
  }
}

beforeAll(async () => {
  // The withdrawal's account, read with a separate sign-in that no tab shares.
  const reader = tab(createMemoryStorage());
  const answer = await reader.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email: EMAIL, password: server().demoPassword },
  });
  reader.session.setToken(answer.token);
  const list = await reader.http.list<{ id: number }>('manager/bank-accounts');
  accountId = list.items[0]?.id as number;
  expect(accountId).toBeTypeOf('number');
}, 30_000);

interface Outcome {
  refreshes: Seen[];
  completed: number;
  logouts: number;
  withdrawals: Seen[];
}

/**
 * Fires 20 calls at once spread over the tabs: 19 reads and one withdrawal (in the last tab)
 * that the server challenges with 403 + X-OTP-Required while the refresh is in flight; the
 * e-mailed code is entered as a user would, and the submit flow replays the withdrawal.
 */
async function burst(tabs: FlexportalClient[], amount: string): Promise<Outcome> {
  let logouts = 0;
  for (const t of tabs) t.events.on('unauthenticated', () => logouts++);
  seen = [];
  const last = tabs[tabs.length - 1] as FlexportalClient;
  const flow = createSubmitFlow({
    defaults: () => ({
      bank_account_id: accountId,
      amount,
      transfer_service: 'sepa',
      customer_iban: 'DE44 5001 0517 5407 3249 31',
      customer_name: 'Wayne Enterprises',
    }),
    send: (draft, request) =>
      last.http.data('manager/transactions/iban', { ...request, method: 'POST', body: draft }),
    otp: last.otp,
  });
  const disconnect = flow.connect();
  const withdrawalDone = new Promise<void>((resolve, reject) => {
    const off = flow.store.subscribe((s) => {
      if (s.status === 'done') {
        off();
        resolve();
      }
      if (s.status === 'error' && !s.awaitingCode) {
        off();
        reject(new Error(`withdrawal failed: ${s.message ?? 'no message'}`));
      }
      if (s.awaitingCode && s.status === 'idle') {
        const code = mailed.at(-1);
        if (code) last.otp.enterCode(code);
        else reject(new Error('no code mailed'));
      }
    });
  });
  const reads = ['auth/me', 'manager/bank-accounts', 'profile'];
  const calls: Promise<unknown>[] = [];
  for (let i = 0; i < 19; i++) {
    const client = tabs[i % tabs.length] as FlexportalClient;
    calls.push(client.http.data(reads[i % reads.length] as string));
  }
  calls.push(flow.submit().then(() => withdrawalDone));
  const settled = await Promise.allSettled(calls);
  disconnect();
  return {
    refreshes: seen.filter((r) => r.path === 'auth/refresh'),
    completed: settled.filter((s) => s.status === 'fulfilled').length,
    logouts,
    withdrawals: seen.filter((r) => r.path === 'manager/transactions/iban'),
  };
}

function expectR6(o: Outcome, tabs: FlexportalClient[]) {
  expect(o.refreshes.map((r) => r.status)).toEqual([200]);
  expect(o.completed).toBe(20);
  expect(o.logouts).toBe(0);
  // Challenged once without a code, replayed exactly once with it, and accepted.
  expect(o.withdrawals.map((r) => [r.status, r.otp !== null])).toEqual([
    [403, false],
    [201, true],
  ]);
  for (const t of tabs) {
    const { token, authenticated } = t.session.store.getState();
    expect(authenticated).toBe(true);
    expect((token?.expires_at ?? 0) * 1000 - Date.now()).toBeGreaterThan(REFRESH_THRESHOLD_MS);
    expect(t.storage.getItem(JWT_KEY)).toContain(token?.access_token);
  }
}

const figure = (o: Outcome) =>
  `refreshes=${o.refreshes.length} completed=${o.completed}/20 logouts=${o.logouts} ` +
  `withdrawal requests=${o.withdrawals.length} (replayed with code ${o.withdrawals.filter((w) => w.otp).length})`;

describe('R6 parallel calls with an expiring token (real sandbox)', () => {
  it('1 tab: 20 calls, an OTP challenge mid-flight, one refresh, no logout', async () => {
    const a = tab(createMemoryStorage());
    await expiringLogin(a);
    const left = (a.session.store.getState().token?.expires_at ?? 0) * 1000 - Date.now();
    expect(left).toBeLessThan(REFRESH_THRESHOLD_MS); // the token really is expiring
    const o = await burst([a], '5');
    console.log(`R6: 1 tab: ${figure(o)}`);
    expectR6(o, [a]);
  }, 30_000);

  it('2 tabs sharing one storage: one refresh between them, no logout', async () => {
    const shared = createMemoryStorage();
    const a = tab(shared);
    await expiringLogin(a);
    // The second tab opens on the same storage, as a tab reads localStorage at load.
    const b = tab(shared);
    expect(b.session.getToken()).toBe(a.session.getToken());
    const o = await burst([a, b], '6');
    console.log(`R6: 2 tabs: ${figure(o)}`);
    expectR6(o, [a, b]);
    expect(a.session.getToken()).toBe(b.session.getToken());
  }, 30_000);

  it('a tab whose token another tab already replaced (and revoked) takes the new one', async () => {
    const shared = createMemoryStorage();
    const a = tab(shared);
    await expiringLogin(a);
    const b = tab(shared);
    const old = b.session.getToken();
    seen = [];
    await a.http.data('auth/me'); // tab A refreshes alone; the token B holds is now revoked
    const replaced = a.session.getToken();
    expect(replaced).not.toBe(old);
    let logouts = 0;
    b.events.on('unauthenticated', () => logouts++);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => b.http.data('auth/me')),
    );
    const completed = results.filter((r) => r.status === 'fulfilled').length;
    const refreshes = seen.filter((r) => r.path === 'auth/refresh').length;
    const unauthorized = seen.filter((r) => r.status === 401).length;
    console.log(
      `R6: 2 tabs, one refreshed earlier: refreshes=${refreshes} completed=${completed}/20 ` +
        `logouts=${logouts} 401s=${unauthorized}`,
    );
    expect([refreshes, completed, logouts, unauthorized]).toEqual([1, 20, 0, 0]);
    expect(b.session.getToken()).toBe(replaced);
  }, 30_000);
});
