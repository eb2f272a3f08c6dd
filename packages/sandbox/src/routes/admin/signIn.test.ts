import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demoLogins.js';
import { json, sandboxSuite } from '../../testing/harness.js';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MINUTES } from './signInGuard.js';

// The checkpoints are told apart by X-Forwarded-For: this sandbox stands behind a proxy.
const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'], app: { trustProxy: true } });

const signIn = (
  email: string,
  password = DEMO_PASSWORD,
  ip = '203.0.113.7',
  ua = 'TestBrowser/1',
) =>
  h.call('POST', '/auth/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': `${ip}, 10.0.0.1`, 'User-Agent': ua },
  });
const userId = async (email: string): Promise<number> =>
  (await json(await h.call('GET', `/a/users?search=${email}`, { token: tokens.admin }))).data[0].id;

type Checkpoint = { id: number; ip: string; browser: string; status: string; sign_ins: number };

describe('a/auth-checkpoints (AC-7admin-09, AC-9-01)', () => {
  it('records sign-ins per IP and browser, 50 per page', async () => {
    expect((await signIn('reader@acme.test')).status).toBe(200);
    expect((await signIn('reader@acme.test')).status).toBe(200);
    expect((await signIn('reader@acme.test', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    const id = await userId('reader@acme.test');
    const res = await h.call('GET', `/a/auth-checkpoints?user_id=${id}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.meta.per_page).toBe(50);
    const rows = body.data as Checkpoint[];
    expect(rows.map((r) => [r.ip, r.browser, r.sign_ins, r.status]).sort()).toEqual([
      ['198.51.100.2', 'TestBrowser/1', 1, 'active'],
      ['203.0.113.7', 'TestBrowser/1', 2, 'active'],
    ]);
    const search = await json(
      await h.call('GET', '/a/auth-checkpoints?search=198.51', { token: tokens.admin }),
    );
    expect(search.data.map((r: Checkpoint) => r.ip)).toEqual(['198.51.100.2']);
  });

  it('blocks sign-in from a toggled checkpoint until it is toggled back', async () => {
    const id = await userId('reader@acme.test');
    const list = await json(
      await h.call('GET', `/a/auth-checkpoints?user_id=${id}&search=203.0.113.7`, {
        token: tokens.admin,
      }),
    );
    const cp = list.data[0] as Checkpoint;
    const toggled = await h.call('PUT', `/a/auth-checkpoints/${cp.id}/status`, {
      token: tokens.admin,
    });
    expect((await json(toggled)).data.status).toBe('blocked');
    expect((await signIn('reader@acme.test')).status).toBe(403);
    // Another IP is another checkpoint: still allowed.
    expect((await signIn('reader@acme.test', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    const blocked = await json(
      await h.call('GET', '/a/auth-checkpoints?status=blocked', { token: tokens.admin }),
    );
    expect(blocked.data.map((r: Checkpoint) => r.id)).toEqual([cp.id]);
    const back = await h.call('PUT', `/a/auth-checkpoints/${cp.id}/status`, {
      token: tokens.admin,
    });
    expect((await json(back)).data.status).toBe('active');
    expect((await signIn('reader@acme.test')).status).toBe(200);
  });

  it('answers 404, 422, 403 and 401 like the rest of a/', async () => {
    expect(
      await h.status('PUT', '/a/auth-checkpoints/999999/status', { token: tokens.admin }),
    ).toBe(404);
    expect(await h.status('PUT', '/a/auth-checkpoints/abc/status', { token: tokens.admin })).toBe(
      422,
    );
    const bad = await h.call('GET', '/a/auth-checkpoints?status=gone', { token: tokens.admin });
    expect(Object.keys((await json(bad)).errors)).toEqual(['status']);
    expect(await h.status('GET', '/a/auth-checkpoints', { token: tokens.acme })).toBe(403);
    expect(await h.status('PUT', '/a/auth-checkpoints/1/status', { token: tokens.acme })).toBe(403);
    expect(await h.status('GET', '/a/auth-checkpoints')).toBe(401);
  });
});

describe('sign-in throttle and DELETE a/users/{id}/reset/throttle (AC-7admin-06)', () => {
  const email = 'solo@individual.test';

  it(`locks after ${MAX_FAILED_SIGN_INS} failures, even for the right password`, async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await signIn(email, 'wrong#Password1')).status).toBe(422);
    }
    const locked = await signIn(email);
    expect(locked.status).toBe(422);
    expect((await json(locked)).errors.email[0]).toMatch(/Too many login attempts/);
    expect(Number(locked.headers.get('Retry-After'))).toBe(SIGN_IN_LOCK_MINUTES * 60);
  });

  it('an administrator lifts the lock', async () => {
    const id = await userId(email);
    const res = await h.call('DELETE', `/a/users/${id}/reset/throttle`, { token: tokens.admin });
    expect(await json(res)).toEqual({ message: 'Sign-in throttle reset' });
    expect((await signIn(email)).status).toBe(200);
    const again = await h.call('DELETE', `/a/users/${id}/reset/throttle`, { token: tokens.admin });
    expect((await json(again)).message).toBe('No sign-in throttle');
  });

  it('the lock ends by itself after the lock time', async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signIn(email, 'wrong#Password1');
    expect((await signIn(email)).status).toBe(422);
    h.tick(SIGN_IN_LOCK_MINUTES * 60_000 + 1000);
    expect((await signIn(email)).status).toBe(200);
  });

  it('answers 404, 422 and 403', async () => {
    expect(
      await h.status('DELETE', '/a/users/999999/reset/throttle', { token: tokens.admin }),
    ).toBe(404);
    expect(await h.status('DELETE', '/a/users/abc/reset/throttle', { token: tokens.admin })).toBe(
      422,
    );
    expect(await h.status('DELETE', '/a/users/5/reset/throttle', { token: tokens.acme })).toBe(403);
  });
});

describe('PUT a/users/{id}/reset/validator (AC-7admin-06)', () => {
  it("removes the user's authenticator", async () => {
    const id = await userId('manager@globex.test');
    const before = await json(await h.call('GET', `/a/users/${id}`, { token: tokens.admin }));
    expect(before.data.two_factor_auth.google).toBe(true);
    const res = await h.call('PUT', `/a/users/${id}/reset/validator`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect((await json(res)).data.two_factor_auth.google).toBe(false);
    const after = await json(await h.call('GET', `/a/users/${id}`, { token: tokens.admin }));
    expect(after.data.two_factor_auth.google).toBe(false);
  });

  it('an admin may not reset a super-admin; 404, 422, 403 for others', async () => {
    const ops = await h.login('ops@flexportal.test');
    const superId = await userId('admin@flexportal.test');
    expect(await h.status('PUT', `/a/users/${superId}/reset/validator`, { token: ops })).toBe(403);
    expect(await h.status('PUT', '/a/users/999999/reset/validator', { token: tokens.admin })).toBe(
      404,
    );
    expect(await h.status('PUT', '/a/users/abc/reset/validator', { token: tokens.admin })).toBe(
      422,
    );
    expect(await h.status('PUT', '/a/users/5/reset/validator', { token: tokens.acme })).toBe(403);
  });
});
