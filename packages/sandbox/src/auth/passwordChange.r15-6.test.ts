import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../db/demoLogins.js';
import { json, sandboxSuite } from '../testing/harness.js';

// R15.6: a password change or reset ends the user's other sessions, and older reset links die.
const { h, tokens } = sandboxSuite({ logins: ['admin'] });

const alive = async (token: string) => (await h.status('GET', '/auth/me', { token })) === 200;
const resetLinks = async (email: string) => {
  const mails = (await json(await h.app.request(`/sandbox/mailbox?email=${email}`))).data as Array<{
    body: string;
  }>;
  return mails.flatMap(
    (m) => /\/reset-password\/(\d+)\/([0-9a-f]+)/.exec(m.body)?.slice(1, 3) ?? [],
  );
};

describe('R15.6 sessions end on a password change or reset', () => {
  it('revokes the other tokens, keeps the changing session, kills older reset links', async () => {
    // A change through the profile: the attacker's session ends, the owner's goes on.
    const solo = DEMO_EMAILS.solo;
    const stolen = await h.login(solo);
    const owner = await h.login(solo);
    const changed = await h.call('PUT', '/profile/password', {
      token: owner,
      body: {
        current_password: DEMO_PASSWORD,
        password: 'Changed#2027',
        password_confirmation: 'Changed#2027',
      },
    });
    expect(changed.status).toBe(200);
    const next = (await json(changed)).data?.token?.access_token ?? owner;
    const afterChange = await alive(stolen);
    const ownerKept = await alive(next);

    // A reset from a mailed link: sessions end, the other link mailed before dies.
    const reader = DEMO_EMAILS.reader;
    const readerStolen = await h.login(reader);
    await h.call('POST', '/auth/forgot-password', { body: { email: reader } });
    await h.call('POST', '/auth/forgot-password', { body: { email: reader } });
    // Newest first; only the newest link works at all (R16.7), and a reset ends the rest.
    const [a2, b2, a1, b1] = await resetLinks(reader);
    const reset = await h.call('POST', `/auth/reset-password/${a2}/${b2}`, {
      body: { password: 'Reader#2027', password_confirmation: 'Reader#2027' },
    });
    expect(reset.status).toBe(200);
    const afterReset = await alive(readerStolen);
    const olderLink = await h.status('GET', `/auth/reset-password/${a1}/${b1}`);

    // An administrator's reset.
    const globex = DEMO_EMAILS.globex;
    const globexToken = await h.login(globex);
    const list = await json(
      await h.call('GET', `/a/users?search=${globex}`, { token: tokens.admin }),
    );
    const set = await h.call('PUT', `/a/users/${list.data[0].id}/password`, {
      token: tokens.admin,
      body: { password: 'Globex#2027', password_confirmation: 'Globex#2027' },
    });
    expect(set.status).toBe(200);
    const afterAdmin = await alive(globexToken);

    const n = (b: boolean) => (b ? 1 : 0);
    console.log(
      `R15.6 old tokens still valid: ${n(afterChange)}/1 after a change, ${n(afterReset)}/1 after a reset, ${n(afterAdmin)}/1 after an administrator's reset; an older reset link after a reset: ${olderLink}; the changing session kept: ${ownerKept}`,
    );
    expect(afterChange).toBe(false);
    expect(afterReset).toBe(false);
    expect(afterAdmin).toBe(false);
    expect(olderLink).toBe(422);
    expect(ownerKept).toBe(true);
  });
});
