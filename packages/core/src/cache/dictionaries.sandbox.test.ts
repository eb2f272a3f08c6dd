import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createClient, type FlexportalClient } from '../client.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';

// AC-7mgr-37 / AC-8-12 against the real sandbox over HTTP, whose summary names absolute urls
// built from the request's host.
const server = fileSandbox();
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The network as a browser page on the API's origin sees it: relative urls resolve against
 * the page, `failing` names requests the network drops (an unreachable file), `seen` keeps
 * every request.
 */
function browserNetwork(failing: () => RegExp | null = () => null) {
  const seen: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const req = new Request(new URL(url, server().origin), init);
    seen.push(req);
    const drop = failing();
    if (drop?.test(req.url)) throw new TypeError('network down');
    return globalThis.fetch(req);
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

async function signedIn(baseURL: string, fetch: typeof globalThis.fetch) {
  const client = createClient({ baseURL, storage: createMemoryStorage(), fetch, log: () => {} });
  const answer = await client.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email: 'manager@acme.test', password: server().demoPassword },
  });
  client.session.setToken(answer.token);
  return client;
}

const names = (client: FlexportalClient) => Object.keys(client.dictionaries.store.getState().data);

describe('AC-7mgr-37 dictionary files through the client, against the sandbox', () => {
  it('a same-origin base (the portal`s /api/v2): absolute urls on the page`s origin carry the token', async () => {
    vi.stubGlobal('location', { origin: server().origin });
    const net = browserNetwork();
    const client = await signedIn('/api/v2', net.fetch);
    await client.dictionaries.sync();
    const data = client.dictionaries.store.getState().data as Record<string, { data: unknown }>;
    const countries = data.countries?.data;
    expect(Array.isArray(countries) && countries.length > 0).toBe(true);
    expect(data.fiat_currencies).toBeDefined();
    expect(data.free_market_sectors).toBeDefined();
    const files = net.seen.filter((r) => r.url.includes('/dictionaries/files/'));
    expect(files.length).toBe(names(client).length);
    for (const r of files) {
      expect(r.headers.get('authorization')).toMatch(/^Bearer /);
      expect(r.headers.get('x-browser-id')).toBeTruthy();
    }
    expect(client.dictionaries.store.getState().summaryAt).not.toBeNull();
  });

  it('an absolute base: every file loads', async () => {
    const client = await signedIn(server().apiUrl, browserNetwork().fetch);
    await client.dictionaries.sync();
    expect(names(client)).toEqual(
      expect.arrayContaining(['countries', 'fiat_currencies', 'free_market_sectors']),
    );
  });

  it('AC-8-12: a failed file does not stop the others and is fetched again on the next sync', async () => {
    let drop: RegExp | null = /\/dictionaries\/files\/countries$/;
    const net = browserNetwork(() => drop);
    const client = await signedIn(server().apiUrl, net.fetch);
    await client.dictionaries.sync();
    const state = client.dictionaries.store.getState();
    expect(state.data.countries).toBeUndefined();
    expect(state.files.countries).toBeUndefined();
    expect(names(client)).toEqual(
      expect.arrayContaining(['fiat_currencies', 'free_market_sectors']),
    );
    expect(state.summaryAt).toBeNull();

    drop = null;
    const before = net.seen.length;
    await client.dictionaries.sync();
    const again = net.seen.slice(before).map((r) => new URL(r.url).pathname);
    // Only the summary and the file that failed: the others are current.
    expect(again).toEqual(['/api/v2/dictionaries', '/api/v2/dictionaries/files/countries']);
    expect(client.dictionaries.store.getState().data.countries).toBeDefined();
    expect(client.dictionaries.store.getState().summaryAt).not.toBeNull();
  });
});
