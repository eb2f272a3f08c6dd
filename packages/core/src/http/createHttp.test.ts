import { describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { BROWSER_ID_KEY } from './browserId.js';

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
