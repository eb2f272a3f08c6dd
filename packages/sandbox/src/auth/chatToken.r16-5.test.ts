/**
 * R16.5: the chat token is keyed with a server secret, per user and session (issue 36,
 * finding 5). Before, anyone could compute a user's token from the user id (a plain
 * SHA-256). Now it is an HMAC under the sandbox's chat secret (db/secrets.ts) of the user
 * and the session's token id: another session, another user or another secret, another token.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../db/demoLogins.js';
import { json, sandboxSuite } from '../testing/harness.js';

const SECRET = 'r16-5-chat-secret-of-this-sandbox';
const { h, tokens } = sandboxSuite({ logins: ['solo', 'acme'], app: { chatSecret: SECRET } });
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const chat = async (token: string) =>
  (await json(await h.call('POST', '/auth/rocket-chat', { token }))).data.token as string;
const me = async (token: string) => (await json(await h.call('GET', '/auth/me', { token }))).data;
const jti = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).jti as string;

describe('R16.5 the chat token', () => {
  it('cannot be computed from public data; differs per session and user', async () => {
    const second = await h.login(DEMO_EMAILS.solo);
    const solo = await me(tokens.solo);
    const [a, b, other] = [await chat(tokens.solo), await chat(second), await chat(tokens.acme)];
    // What anyone knows of a user: id and e-mail, hashed the obvious ways.
    const guesses = [`rc:${solo.id}`, String(solo.id), solo.email, `${solo.id}:${solo.email}`]
      .map(sha)
      .flatMap((x) => [x, x.slice(0, 32)]);
    const guessed = [a, b].filter((t) => guesses.includes(t)).length;
    const sameAcrossSessions = a === b;
    const keyed =
      a ===
      createHmac('sha256', SECRET)
        .update(`chat:${solo.id}:${jti(tokens.solo)}`)
        .digest('hex');
    const shown = [(await me(tokens.solo)).livechat_token, (await me(second)).livechat_token];
    console.log(
      `R16.5: ${guessed}/2 chat tokens computed from the user id or e-mail; the same token for two sessions: ${sameAcrossSessions}; HMAC under the sandbox's chat secret of user and session: ${keyed}; livechat_token of each session's auth/me is its chat token: ${shown[0] === a && shown[1] === b}`,
    );
    expect(guessed).toBe(0);
    expect(sameAcrossSessions).toBe(false);
    expect(other).not.toBe(a);
    expect(keyed).toBe(true);
    expect(shown).toEqual([a, b]);
  });

  it('gives a visitor a random token, and no livechat_token to another user', async () => {
    const guest = (await json(await h.call('POST', '/auth/rocket-chat'))).data;
    expect(guest.token).toMatch(/^[0-9a-f]{64}$/);
    expect(guest.guest.user_id).toBeNull();
    // Colleagues see each other through the live channel and the admin lists: never the token.
    const admin = await h.login(DEMO_EMAILS.admin);
    const solo = await me(tokens.solo);
    const listed = await json(await h.call('GET', `/a/users/${solo.id}`, { token: admin }));
    expect(listed.data.livechat_token).toBeNull();
  });
});
