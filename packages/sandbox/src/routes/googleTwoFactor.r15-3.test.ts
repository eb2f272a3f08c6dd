/**
 * R15.3: the authenticator cannot be replaced or removed with a session alone (issue 27,
 * finding 3). Assigning a new secret over an existing one needs a current code of the old
 * one (`current_code`); removing needs one too; such codes are single use and guessing them
 * locks the user like any other code (R15.2). Every change needs the password as well, and
 * an e-mail user's the e-mailed code (R16.2, twoFactorChange.r16-2.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/demoLogins.js';
import { totp } from '../lib/totp.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { mailedCode } from '../testing/mailbox.js';

const { h, tokens } = sandboxSuite({ logins: ['acme', 'globex'] });
const NEW_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
const assign = (token: string, body: Record<string, unknown>, emailed?: string) =>
  h.call('POST', '/profile/2fa/google/assign', {
    token,
    body: { password: DEMO_PASSWORD, ...body },
    ...(emailed ? { headers: { 'X-OTP-Code': emailed } } : {}),
  });
const remove = (token: string, code: string) =>
  h.call('DELETE', '/profile/2fa/google/remove', {
    token,
    body: { code, password: DEMO_PASSWORD },
  });
const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

describe('R15.3 replacing or removing the authenticator', () => {
  it('refuses a new secret without a current code of the old one', async () => {
    const refused: number[] = [];
    const bare = await assign(tokens.acme, { secret: NEW_SECRET, code: totp(NEW_SECRET, h.now()) });
    refused.push(bare.status);
    expect(bare.status).toBe(422);
    expect((await json(bare)).errors.current_code).toBeDefined();
    h.tick();
    const wrong = await assign(tokens.acme, {
      secret: NEW_SECRET,
      code: totp(NEW_SECRET, h.now()),
      current_code: wrongFor(h.code()),
    });
    refused.push(wrong.status);
    expect(wrong.status).toBe(422);
    h.tick();
    const current = h.code();
    const ok = await assign(tokens.acme, {
      secret: NEW_SECRET,
      code: totp(NEW_SECRET, h.now()),
      current_code: current,
    });
    expect(ok.status).toBe(200);
    // The old secret's codes no longer count; the new one's remove it, once.
    h.tick();
    const oldCode = await remove(tokens.acme, totp(DEMO_TOTP_SECRET, h.now()));
    refused.push(oldCode.status);
    expect(oldCode.status).toBe(422);
    console.log(
      `R15.3: ${refused.length}/3 replacements or removals without a valid current code refused`,
    );
  });

  it('a code used once cannot remove the authenticator again (single use)', async () => {
    h.tick();
    const code = totp(NEW_SECRET, h.now());
    expect((await remove(tokens.acme, code)).status).toBe(200);
    // Re-assign the demo secret (none is assigned now: the e-mailed code instead) ...
    const body = { secret: DEMO_TOTP_SECRET, code: h.code() };
    expect((await assign(tokens.acme, body)).headers.get('X-OTP-Required')).toBe('email');
    const again = await assign(tokens.acme, body, await mailedCode(h, DEMO_EMAILS.acme));
    expect(again.status).toBe(200);
    // ... the code that assigned it cannot remove it in the same step.
    expect((await remove(tokens.acme, h.code())).status).toBe(422);
  });

  it('locks removal after 10 wrong codes (429 with Retry-After)', async () => {
    for (let i = 0; i < 10; i++) {
      h.tick();
      expect((await remove(tokens.globex, wrongFor(h.code()))).status).toBe(422);
    }
    h.tick();
    const locked = await remove(tokens.globex, h.code());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
