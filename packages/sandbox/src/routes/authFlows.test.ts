import { LoginResult } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from '../db/seed.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h } = sandboxSuite();

const mailTo = async (email: string) =>
  (await json(await h.app.request(`/sandbox/mailbox?email=${encodeURIComponent(email)}`)))
    .data as Array<{ body: string }>;

describe('registration and e-mail approval (PP-7.2-03, PP-7.2-09)', () => {
  const form = {
    first_name: 'New',
    last_name: 'User',
    email: 'new@startup.test',
    password: 'Start#2026',
    password_confirmation: 'Start#2026',
    company_name: 'Startup',
  };
  it('registers a manager of a new, not enabled company and mails an approval link', async () => {
    const res = await h.call('POST', '/auth/registration', { body: form });
    expect(res.status).toBe(201);
    const result = LoginResult.parse((await json(res)).data);
    expect(result.user.company?.enabled).toBe(false);
    expect(result.user.email_verified).toBe(false);
    const [mail] = await mailTo('new@startup.test');
    const [, a, b] = /\/u\/email\/(\d+)\/([0-9a-f]+)/.exec(mail?.body ?? '') ?? [];
    expect(await h.status('POST', `/auth/approve-email/${a}/wrong`)).toBe(422);
    expect(await h.status('POST', `/auth/approve-email/${a}/${b}`)).toBe(200);
    expect(await h.status('POST', `/auth/approve-email/${a}/${b}`)).toBe(422);
    const token = await h.login('new@startup.test', 'Start#2026');
    expect((await json(await h.call('GET', '/auth/me', { token }))).data.email_verified).toBe(true);
  });
  it('refuses a taken e-mail, weak passwords and bad affiliations (422)', async () => {
    expect(await h.status('POST', '/auth/registration', { body: form })).toBe(422);
    expect(
      (
        await h.call('POST', '/auth/registration', {
          body: { ...form, email: 'x@y.test', password: 'short', password_confirmation: 'short' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/auth/registration/aff-9999', {
          body: { ...form, email: 'z@y.test' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await h.call('POST', '/auth/registration/aff-1', { body: { ...form, email: 'aff@y.test' } }))
        .status,
    ).toBe(201);
  });
});

describe('password reset (PP-7.2-04/05)', () => {
  it('mails a link, checks it, sets the password once', async () => {
    const sent = await h.call('POST', '/auth/forgot-password', {
      body: { email: 'reader@acme.test' },
    });
    expect((await json(sent)).message).toBe('We have emailed your password reset link!');
    expect(
      (await h.call('POST', '/auth/forgot-password', { body: { email: 'ghost@acme.test' } }))
        .status,
    ).toBe(200);
    const [mail] = await mailTo('reader@acme.test');
    const [, a, b] = /\/reset-password\/(\d+)\/([0-9a-f]+)/.exec(mail?.body ?? '') ?? [];
    expect(await h.status('GET', `/auth/reset-password/${a}/${b}`)).toBe(200);
    expect(await h.status('GET', `/auth/reset-password/${a}/nope`)).toBe(422);
    const weak = await h.call('POST', `/auth/reset-password/${a}/${b}`, {
      body: { password: 'x', password_confirmation: 'x' },
    });
    expect(weak.status).toBe(422);
    const ok = await h.call('POST', `/auth/reset-password/${a}/${b}`, {
      body: { password: 'Reader#2027', password_confirmation: 'Reader#2027' },
    });
    expect(ok.status).toBe(200);
    expect(await h.status('GET', `/auth/reset-password/${a}/${b}`)).toBe(422);
    await h.login('reader@acme.test', 'Reader#2027');
  });
});

describe('other logins (PP-7.2-02, 06, 07, 08, 10, 11, 12)', () => {
  it('iframe login behaves like login', async () => {
    expect(
      (
        await h.call('POST', '/auth/login-iframe', {
          body: { email: 'solo@individual.test', password: 'Sandbox#2026' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.call('POST', '/auth/login-iframe', {
          body: { email: 'solo@individual.test', password: 'bad' },
        })
      ).status,
    ).toBe(422);
  });
  it('logs in from legacy, flexpsp and portal keys; refuses wrong ones', async () => {
    const legacy = await json(
      await h.call('POST', '/auth/from-legacy', { body: { key: DEMO_KEYS.legacy } }),
    );
    expect(legacy.data.user.email).toBe('manager@acme.test');
    expect(await h.status('POST', '/auth/from-legacy', { body: { key: 'nope' } })).toBe(422);
    const flex = await json(
      await h.call('POST', '/auth/flexpsp', { body: { user_id: 9, auth_key: DEMO_KEYS.flexpsp } }),
    );
    expect(flex.data.user.email).toBe('limited@flexpsp.test');
    expect(
      (await h.call('POST', '/auth/flexpsp', { body: { user_id: 3, auth_key: DEMO_KEYS.flexpsp } }))
        .status,
    ).toBe(422);
    expect(await h.status('POST', `/auth/portals/free_market/${DEMO_KEYS.portal}`)).toBe(200);
    expect(await h.status('POST', `/auth/portals/bcb/${DEMO_KEYS.portal}`)).toBe(422);
  });
  it('finds the affiliate owner, gives legacy and chat answers to signed-in users', async () => {
    expect((await json(await h.call('GET', '/auth/affiliate-owner/aff-1'))).data.name).toBe(
      'Acme Ltd',
    );
    expect(await h.status('GET', '/auth/affiliate-owner/aff-3')).toBe(404);
    expect(await h.status('POST', '/auth/to-legacy')).toBe(401);
    const token = await h.login('solo@individual.test');
    const url = (await json(await h.call('POST', '/auth/to-legacy', { token }))).data.url as string;
    const key = url.split('/').pop() as string;
    expect(
      (await json(await h.call('POST', '/auth/from-legacy', { body: { key } }))).data.user.email,
    ).toBe('solo@individual.test');
    const chat = (await json(await h.call('POST', '/auth/rocket-chat', { token }))).data;
    expect(chat.guest).toMatchObject({ email: 'solo@individual.test', token: chat.token });
    expect(chat.guest.user_id).toBeGreaterThan(0);
  });

  it('signs in once with an oauth code (PP-2.1-02), never twice', async () => {
    const minted = await h.app.request('/sandbox/oauth-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'solo@individual.test' }),
    });
    const { code } = (await json(minted)).data;
    const first = await h.call('POST', '/auth/oauth', { body: { code } });
    expect((await json(first)).data.user.email).toBe('solo@individual.test');
    expect(await h.status('POST', '/auth/oauth', { body: { code } })).toBe(422);
    expect(await h.status('POST', '/auth/oauth', { body: {} })).toBe(422);
  });

  it('gives a visitor a guest chat sign-in: a fresh token, no name or ids (AC-1-08)', async () => {
    const one = (await json(await h.call('POST', '/auth/rocket-chat'))).data;
    const two = (await json(await h.call('POST', '/auth/rocket-chat'))).data;
    expect(one.guest).toEqual({
      token: one.token,
      name: null,
      email: null,
      company_id: null,
      user_id: null,
    });
    expect(one.token).not.toBe(two.token);
    // A token that is sent must be valid: a bad one is refused, not treated as a guest.
    expect(await h.status('POST', '/auth/rocket-chat', { token: 'nope' })).toBe(401);
  });
});
