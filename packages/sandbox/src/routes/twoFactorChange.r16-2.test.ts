/**
 * R16.2: a second factor is added, replaced or removed only with the password AND the current
 * factor (issue 36, finding 2). An attacker holding an e-mail user's session (not the
 * password, not the mailbox) tried to assign an authenticator of their own and move money
 * with it; an attacker with the password but not the mailbox, the same. A Google user's
 * authenticator is replaced or removed only with the password and a code of it.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demoLogins.js';
import { totp } from '../lib/totp.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { mailedCode } from '../testing/mailbox.js';

const { h, tokens, ids } = sandboxSuite({ logins: ['solo', 'acme'], accountsOf: ['solo'] });
const ATTACKER_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
const OWN_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const SOLO = 'solo@individual.test';

const assign = (body: Record<string, unknown>, code?: string) =>
  h.call('POST', '/profile/2fa/google/assign', {
    token: tokens.solo,
    body,
    ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
  });
const hasGoogle = async () =>
  (await json(await h.call('GET', '/auth/me', { token: tokens.solo }))).data.two_factor_auth
    .google as boolean;
/** A withdrawal as the attacker makes it: asked for a code, answers with their authenticator's. */
async function attackerMovesMoney(): Promise<boolean> {
  const send = (code?: string) =>
    h.call('POST', '/manager/transactions/iban', {
      token: tokens.solo,
      ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
      body: {
        bank_account_id: ids['Solo EUR'],
        amount: '3.00',
        customer_iban: 'DE44500105175407324931',
        customer_name: 'Attacker',
      },
    });
  const asked = await send();
  if (asked.headers.get('X-OTP-Required') !== 'google') return asked.status === 201;
  return (await send(totp(ATTACKER_SECRET, h.now()))).status === 201;
}

describe('R16.2 changing a second factor needs the password and the current factor', () => {
  it('an e-mail user: neither a session nor the password alone assigns an authenticator', async () => {
    const tries: Array<{ what: string; status: number; changed: boolean }> = [];
    const attempt = async (what: string, body: Record<string, unknown>, code?: string) => {
      h.tick();
      const res = await assign(
        { secret: ATTACKER_SECRET, code: totp(ATTACKER_SECRET, h.now()), ...body },
        code,
      );
      tries.push({ what, status: res.status, changed: await hasGoogle() });
      return res;
    };
    await attempt('session alone', {});
    await attempt('wrong password', { password: 'Wrong#Guess1' });
    const asked = await attempt('password without the e-mailed code', { password: DEMO_PASSWORD });
    await attempt('password and a wrong e-mailed code', { password: DEMO_PASSWORD }, '000000');
    const moved = await attackerMovesMoney();
    const refused = tries.filter((t) => t.status >= 400 && !t.changed).length;
    console.log(
      `R16.2 e-mail user: ${refused}/${tries.length} attempts refused (${tries.map((t) => `${t.what} ${t.status}`).join(', ')}); money moved with the attacker's authenticator: ${moved}`,
    );
    expect(tries.map((t) => t.changed)).toEqual([false, false, false, false]);
    expect(moved).toBe(false);
    expect(tries[0]?.status).toBe(422);
    expect(asked.headers.get('X-OTP-Required')).toBe('email');

    // The owner: password, the new app's code and the code the mail brought.
    h.tick();
    const code = await mailedCode(h, SOLO);
    const ok = await assign(
      { secret: OWN_SECRET, code: totp(OWN_SECRET, h.now()), password: DEMO_PASSWORD },
      code,
    );
    // The code was mailed for the attacker's secret: it does not approve another one.
    expect(ok.status).toBe(403);
    const fresh = await assign({
      secret: OWN_SECRET,
      code: totp(OWN_SECRET, h.now()),
      password: DEMO_PASSWORD,
    });
    expect(fresh.headers.get('X-OTP-Required')).toBe('email');
    const done = await assign(
      { secret: OWN_SECRET, code: totp(OWN_SECRET, h.now()), password: DEMO_PASSWORD },
      await mailedCode(h, SOLO),
    );
    expect(done.status).toBe(200);
    expect((await json(done)).data.two_factor_auth.google).toBe(true);
  });

  it('a Google user: replacing or removing needs the password and a current code', async () => {
    const token = tokens.acme;
    const google = async () =>
      (await json(await h.call('GET', '/auth/me', { token }))).data.two_factor_auth.google;
    const tries: number[] = [];
    const replace = async (body: Record<string, unknown>) => {
      h.tick();
      const res = await h.call('POST', '/profile/2fa/google/assign', {
        token,
        body: { secret: ATTACKER_SECRET, code: totp(ATTACKER_SECRET, h.now()), ...body },
      });
      tries.push(res.status);
    };
    const removal = async (body: Record<string, unknown>) => {
      h.tick();
      const res = await h.call('DELETE', '/profile/2fa/google/remove', {
        token,
        body: { code: h.code(), ...body },
      });
      tries.push(res.status);
    };
    await replace({ current_code: h.code() });
    await replace({ password: DEMO_PASSWORD });
    await removal({});
    await removal({ password: 'Wrong#Guess1' });
    const still = await google();
    console.log(
      `R16.2 Google user: ${tries.filter((s) => s === 422).length}/${tries.length} replacements or removals without the password or the current code refused (${tries.join(', ')}); own authenticator kept: ${still}`,
    );
    expect(tries).toEqual([422, 422, 422, 422]);
    expect(still).toBe(true);
    h.tick();
    const removed = await h.call('DELETE', '/profile/2fa/google/remove', {
      token,
      body: { code: h.code(), password: DEMO_PASSWORD },
    });
    expect(removed.status).toBe(200);
    expect(await google()).toBe(false);
  });
});
