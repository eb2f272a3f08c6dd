import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createClient } from '../client.js';
import type { Company } from '../contract/auth.js';
import type { CompanyAlert } from '../contract/companyAlerts.js';
import { USER_CACHE_KEY } from '../session/userCacheKey.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { COMPANY_ALERTS_READ, COMPANY_READ, type SharedRead, warmReads } from './sharedReads.js';

// GET company (AC-7mgr-05) and GET company/alerts (AC-7mgr-07, cached 5 min: PP-9-06)
// through the client's cache, against the real sandbox over HTTP (issue 40).
const server = fileSandbox();
afterEach(() => {
  vi.useRealTimers();
});

/** A client signed in as `email` whose every request is counted by path. */
async function signedIn(email: string) {
  const seen: string[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(new URL(url).pathname.replace(/^\/api\/v2\//, ''));
    return globalThis.fetch(input, init);
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseURL: server().apiUrl,
    storage: createMemoryStorage(),
    fetch,
    log: () => {},
  });
  const answer = await client.http.data<{ token: unknown; user: unknown }>('auth/login', {
    method: 'POST',
    body: { email, password: server().demoPassword },
  });
  client.session.setToken(answer.token as never);
  client.cache.set(USER_CACHE_KEY, answer.user);
  return { client, seen };
}

const read = <T>(client: Awaited<ReturnType<typeof signedIn>>['client'], r: SharedRead<T>) =>
  client.cache.get(r.key, () => r.load(client.http), r.ttlMs);

describe('company reads through the client (issue 40)', () => {
  it('GET company answers the signed-in manager`s company', async () => {
    const { client } = await signedIn('manager@acme.test');
    const user = client.cache.peek<{ company: Company }>(USER_CACHE_KEY);
    const company = await read(client, COMPANY_READ);
    expect(company.id).toBe(user?.company.id);
    expect(company.name).toBe(user?.company.name);
  });

  it('GET company/alerts is asked once in 5 minutes, again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, seen } = await signedIn('pending@initech.test');
    const alerts: CompanyAlert[] = await read(client, COMPANY_ALERTS_READ);
    expect(alerts.map((a) => a.type)).toContain('company_disabled');
    vi.setSystemTime(Date.now() + 5 * 60_000 - 1_000);
    await read(client, COMPANY_ALERTS_READ);
    expect(seen.filter((p) => p === 'company/alerts')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await read(client, COMPANY_ALERTS_READ);
    expect(seen.filter((p) => p === 'company/alerts')).toHaveLength(2);
  });

  it('warms both for a manager, neither for an administrator', async () => {
    const manager = await signedIn('manager@acme.test');
    warmReads(manager.client, ['company', 'companyAlerts']);
    await vi.waitFor(() => expect(manager.seen).toContain('company/alerts'));
    expect(manager.seen).toContain('company');
    const admin = await signedIn('admin@flexportal.test');
    warmReads(admin.client, ['company', 'companyAlerts']);
    // A round trip after: a warm read, had one started, would have been sent before it ended.
    await admin.client.http.data('auth/me');
    expect(admin.seen).toContain('auth/me');
    expect(admin.seen.filter((p) => p.startsWith('company'))).toEqual([]);
  });
});
