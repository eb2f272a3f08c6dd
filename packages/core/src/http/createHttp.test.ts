import { describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { BROWSER_ID_KEY } from './browserId.js';
import { createHttp, retryAfterSeconds } from './createHttp.js';

/** A fetch that records the request and answers with a fixed JSON body. */
function recordingFetch(body: unknown) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

describe('PP-7.1 request conventions', () => {
  it('sends Accept, client version and browser id, and unwraps the data envelope', async () => {
    const { seen, fetch } = recordingFetch({ data: { ok: true } });
    const storage = createMemoryStorage();
    const client = createClient({
      baseURL: 'http://api.test/api/v2/',
      clientVersion: '9.9.9',
      storage,
      fetch,
    });
    await expect(client.http.data('things')).resolves.toEqual({ ok: true });
    const req = seen[0];
    expect(req?.url).toBe('http://api.test/api/v2/things');
    expect(req?.headers.get('accept')).toBe('application/json');
    expect(req?.headers.get('x-client-version')).toBe('9.9.9');
    expect(req?.headers.get('x-browser-id')).toBe(storage.getItem(BROWSER_ID_KEY));
    expect(req?.headers.get('authorization')).toBeNull();
  });

  it('keeps the envelope on raw requests', async () => {
    const body = { data: [1], meta: { total: 1 } };
    const { fetch } = recordingFetch(body);
    const client = createClient({
      baseURL: 'http://api.test',
      storage: createMemoryStorage(),
      fetch,
    });
    await expect(client.http.raw('list')).resolves.toEqual(body);
  });

  it('gives two clients separate storage and browser ids', async () => {
    const a = recordingFetch({ data: 1 });
    const b = recordingFetch({ data: 1 });
    await createClient({
      baseURL: 'http://x',
      storage: createMemoryStorage(),
      fetch: a.fetch,
    }).http.data('p');
    await createClient({
      baseURL: 'http://x',
      storage: createMemoryStorage(),
      fetch: b.fetch,
    }).http.data('p');
    expect(a.seen[0]?.headers.get('x-browser-id')).not.toBe(b.seen[0]?.headers.get('x-browser-id'));
  });
});

/** A fetch answering from a script of responses (or thrown errors), recording each request. */
function scriptedFetch(script: Array<() => Response>) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    const next = script.shift();
    if (!next) throw new Error('script exhausted');
    return next();
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}
const ok = () => new Response('{"data":1}', { headers: { 'content-type': 'application/json' } });
const unavailable = (retryAfter?: string) => () =>
  new Response('{"message":"Busy"}', {
    status: 503,
    headers: {
      'content-type': 'application/json',
      ...(retryAfter !== undefined ? { 'Retry-After': retryAfter } : {}),
    },
  });
const lost = () => {
  throw new TypeError('fetch failed: other side closed');
};

describe('Retry-After and lost responses (docs/decisions.md)', () => {
  const make = (fetch: typeof globalThis.fetch, waits: number[]) =>
    createHttp({
      baseURL: 'http://api.test',
      clientVersion: '1',
      storage: createMemoryStorage(),
      getToken: () => null,
      fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

  it('repeats a POST answered 503 with Retry-After after the given seconds, with the same code', async () => {
    const { seen, fetch } = scriptedFetch([unavailable('2'), ok]);
    const waits: number[] = [];
    const pay = { method: 'POST' as const, body: {}, otpCode: '123456' };
    await expect(make(fetch, waits).data('pay', pay)).resolves.toBe(1);
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([2000]);
    expect(seen.map((r) => r.headers.get('x-otp-code'))).toEqual(['123456', '123456']);
  });

  it('gives up after two repeats and surfaces the 503', async () => {
    const { seen, fetch } = scriptedFetch([unavailable('0'), unavailable('0'), unavailable('0')]);
    const waits: number[] = [];
    await expect(make(fetch, waits).data('x', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([0, 0]);
  });

  it('does not wait for a Retry-After over 5 s, nor repeat a 503 without one', async () => {
    for (const header of ['6', undefined, 'soon']) {
      const { seen, fetch } = scriptedFetch([unavailable(header), ok]);
      const waits: number[] = [];
      await expect(make(fetch, waits).data('x')).rejects.toMatchObject({ status: 503 });
      expect(seen).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it('reads an HTTP-date Retry-After', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const at = (s: number) => new Date(now + s * 1000).toUTCString();
    const res = (v: string) => new Response(null, { status: 503, headers: { 'Retry-After': v } });
    expect(retryAfterSeconds(res(at(3)), now)).toBe(3);
    expect(retryAfterSeconds(res(at(60)), now)).toBeNull();
    expect(retryAfterSeconds(new Response(null, { status: 500 }), now)).toBeNull();
  });

  it('never repeats a POST whose response was lost: a visible network error, one request', async () => {
    const { seen, fetch } = scriptedFetch([lost, ok]);
    const waits: number[] = [];
    const call = make(fetch, waits).data('pay', { method: 'POST', body: {}, retry: 3 });
    await expect(call).rejects.toThrow(/other side closed/);
    expect(seen).toHaveLength(1);
  });

  it('repeats a GET whose response was lost once', async () => {
    const { seen, fetch } = scriptedFetch([lost, ok]);
    await expect(make(fetch, []).data('list')).resolves.toBe(1);
    expect(seen).toHaveLength(2);
  });
});
