import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client.js';
import { ERROR_CODE } from '../errors/texts.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { unwrapList } from './unwrapList.js';

type Handler = (req: Request) => Response | Promise<Response>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function harness(handler: Handler) {
  const seen: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push(req.clone());
    return handler(req);
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseURL: 'http://api.test/api/v2',
    storage: createMemoryStorage(),
    fetch,
  });
  return { client, seen };
}
const nowS = () => Math.floor(Date.now() / 1000);

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('PP-7.1 request conventions (session and OTP)', () => {
  it('PP-7.1-05 sends the bearer when logged in', async () => {
    const { client, seen } = harness(() => json(200, { data: 1 }));
    client.session.setToken({ access_token: 'tok', expires_at: nowS() + 3600 });
    await client.http.data('x');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('PP-7.1-06 / PP-4.3-07 sends X-OTP-Code only on the request given the code', async () => {
    const { client, seen } = harness(() => json(200, { data: 1 }));
    client.otp.enterCode('123456');
    await client.http.data('rates/EUR/USD'); // a background GET
    await client.http.data('grand-total/iban', { method: 'POST' }); // a fee preview
    await client.http.data('a', { method: 'POST', otpCode: '123456' }); // the resubmission
    await client.http.data('b', { method: 'POST' });
    expect(seen.map((r) => r.headers.get('x-otp-code'))).toEqual([null, null, '123456', null]);
  });

  it('PP-7.1-09 / PP-3.1-03 lists return items and meta with defaults page 1, per_page 100', async () => {
    const { client, seen } = harness(() =>
      json(200, {
        data: [{ id: 1 }],
        meta: {
          current_page: 1,
          last_page: 3,
          per_page: 100,
          path: '/p',
          from: 1,
          to: 1,
          total: 201,
        },
      }),
    );
    const list = await client.http.list('manager/bank-accounts');
    expect(new URL(seen[0]?.url ?? '').searchParams.get('per_page')).toBe('100');
    expect(new URL(seen[0]?.url ?? '').searchParams.get('page')).toBe('1');
    expect(list).toEqual({
      items: [{ id: 1 }],
      meta: {
        current_page: 1,
        last_page: 3,
        per_page: 100,
        path: '/p',
        from: 1,
        to: 1,
        total: 201,
      },
    });
    expect(unwrapList({ data: [1, 2] })).toEqual({
      items: [1, 2],
      meta: { current_page: 1, last_page: 1, per_page: 100, path: '', from: 1, to: 2, total: 2 },
    });
    expect(unwrapList({ data: [], current_page: 2, per_page: 10, total: 11 }).meta).toMatchObject({
      current_page: 2,
      last_page: 2,
      from: null,
    });
  });

  it('concurrent 401s collapse into one refresh, then the requests are retried', async () => {
    let refreshes = 0;
    const { client, seen } = harness(async (req) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/auth/refresh')) {
        refreshes++;
        return json(200, { data: { token: { access_token: 'new', expires_at: nowS() + 3600 } } });
      }
      return req.headers.get('authorization') === 'Bearer new'
        ? json(200, { data: url.pathname })
        : json(401, { message: 'Unauthenticated.' });
    });
    client.session.setToken({ access_token: 'old', expires_at: nowS() + 3600 });
    const results = await Promise.all([
      client.http.data('a'),
      client.http.data('b'),
      client.http.data('c'),
    ]);
    expect(results).toEqual(['/api/v2/a', '/api/v2/b', '/api/v2/c']);
    expect(refreshes).toBe(1);
    expect(
      seen.filter((r) => r.url.endsWith('/auth/refresh'))[0]?.headers.get('authorization'),
    ).toBe('Bearer old');
  });

  it('PP-8-07 a 401 whose refresh fails purges the session and tells the host once', async () => {
    const { client } = harness(() => json(401, { message: 'Unauthenticated.' }));
    const onLogout = vi.fn();
    client.events.on('unauthenticated', onLogout);
    client.session.setToken({ access_token: 'old', expires_at: nowS() + 3600 });
    await expect(client.http.data('a')).rejects.toThrow();
    expect(client.session.store.getState().authenticated).toBe(false);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('a 401 without a bearer (login) does not refresh or purge', async () => {
    const { client, seen } = harness(() => json(401, { message: 'Bad credentials' }));
    const onLogout = vi.fn();
    client.events.on('unauthenticated', onLogout);
    await expect(client.http.data('auth/login', { method: 'POST' })).rejects.toThrow();
    expect(seen).toHaveLength(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('PP-4.8-02 a token under 10 minutes is refreshed before the request', async () => {
    const { client, seen } = harness((req) =>
      req.url.endsWith('/auth/refresh')
        ? json(200, { data: { token: { access_token: 'fresh', expires_at: nowS() + 3600 } } })
        : json(200, { data: 1 }),
    );
    client.session.setToken({ access_token: 'old', expires_at: nowS() + 300 });
    await client.http.data('a');
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/v2/auth/refresh', '/api/v2/a']);
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer fresh');
  });

  it('PP-8-04 a 403 with X-OTP-Required opens the challenge', async () => {
    const { client } = harness(() =>
      json(403, { message: 'Code required' }, { 'X-OTP-Required': 'google' }),
    );
    await expect(client.http.data('x', { method: 'POST' })).rejects.toThrow();
    expect(client.otp.store.getState()).toMatchObject({
      required: true,
      method: 'google',
      error: null,
    });
  });

  it('PP-8-05 a refused code shows the message as the code error', async () => {
    const { client } = harness(() =>
      json(403, { message: 'Invalid code' }, { 'X-OTP-Required': 'google' }),
    );
    client.otp.challenge('google');
    client.otp.enterCode('111111');
    await expect(client.http.data('x', { method: 'POST', otpCode: '111111' })).rejects.toThrow();
    expect(client.otp.store.getState()).toMatchObject({
      required: true,
      error: 'Invalid code',
      code: '',
    });
  });

  it('PP-8-01..03 global alerts are emitted for the host', async () => {
    const { client } = harness((req) =>
      req.url.endsWith('/m')
        ? json(503, {}, { 'X-Maintenance': '1' })
        : json(500, { message: 'boom' }),
    );
    const alert = vi.fn();
    client.events.on('alert', alert);
    await expect(client.http.data('x')).rejects.toThrow();
    await expect(client.http.data('m')).rejects.toThrow();
    expect(alert.mock.calls.map((c) => c[0].kind)).toEqual(['server-error', 'maintenance']);
    expect(alert.mock.calls[1]?.[0].message).toBe(ERROR_CODE.maintenance);
  });
});

describe('PP-8-18 load failures are only logged', () => {
  it('logs a failed list load and emits nothing', async () => {
    const log = vi.fn();
    const fetch = (async () => json(404, { message: 'Not found' })) as typeof globalThis.fetch;
    const client = createClient({
      baseURL: 'http://api.test',
      storage: createMemoryStorage(),
      fetch,
      log,
    });
    const alert = vi.fn();
    client.events.on('alert', alert);
    await expect(client.http.list('manager/transactions')).rejects.toThrow();
    expect(log).toHaveBeenCalledOnce();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('async token provider (like fetchClientSecret)', () => {
  it('is asked before the first request and again after a 401', async () => {
    let n = 0;
    const fetchToken = vi.fn(async () => ({ access_token: `p${++n}`, expires_in: 3600 }));
    const seen: (string | null)[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const auth = new Request(input, init).headers.get('authorization');
      seen.push(auth);
      return auth === 'Bearer p2'
        ? json(200, { data: 'ok' })
        : json(401, { message: 'Unauthenticated.' });
    }) as typeof globalThis.fetch;
    const client = createClient({
      baseURL: 'http://api.test',
      storage: createMemoryStorage(),
      fetch,
      auth: { fetchToken },
    });
    await expect(client.http.data('x')).resolves.toBe('ok');
    expect(seen).toEqual(['Bearer p1', 'Bearer p2']);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
