/**
 * R15.2: one-time codes cannot be guessed (issue 27, finding 2). One open e-mailed challenge
 * per user and action (a code-less request re-uses it), a few wrong codes void a challenge,
 * and repeated failures lock the user for that action (429 + Retry-After), for e-mailed
 * and authenticator codes, on money moves and at sign-in (login-iframe too).
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../db/demoLogins.js';
import { mailbox, otpChallenges, users } from '../db/schema.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({ logins: ['acme', 'solo'], accountsOf: ['acme', 'solo'] });

const withdrawal = (amount: string) => ({
  bank_account_id: ids['Solo EUR'],
  amount,
  customer_iban: 'DE44500105175407324931',
  customer_name: 'Payee',
});
const withdraw = (amount: string, code?: string) =>
  h.call('POST', '/manager/transactions/iban', {
    token: tokens.solo,
    body: withdrawal(amount),
    ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
  });
const transfer = (code?: string) =>
  h.call('POST', '/manager/transactions/transfer', {
    token: tokens.acme,
    body: {
      bank_account_id: ids['Acme EUR main'],
      to_account_id: ids['Acme EUR free market'],
      amount: '3.00',
    },
    ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
  });
/** The newest code mailed to solo. */
async function mailedCode(): Promise<string> {
  const [mail] = await h.database.db
    .select({ body: mailbox.body })
    .from(mailbox)
    .where(eq(mailbox.email, DEMO_EMAILS.solo))
    .orderBy(desc(mailbox.id))
    .limit(1);
  return /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
}
async function openEmailCodes(): Promise<number> {
  const [solo] = await h.database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.solo));
  const rows = await h.database.db
    .select({ code: otpChallenges.emailCode })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, solo?.id ?? 0),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.expiresAt, new Date(h.now()).toISOString()),
      ),
    );
  return rows.filter((r) => r.code !== null).length;
}
const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
const figures: string[] = [];

describe('R15.2 e-mailed codes (money moves)', () => {
  it('keeps one open challenge per user and action: a code-less request re-uses it', async () => {
    expect((await withdraw('1.01')).status).toBe(403);
    const first = await mailedCode();
    expect((await withdraw('1.01')).status).toBe(403);
    expect(await mailedCode()).toBe(first);
    // Another payload of the same action replaces the challenge: still one open code.
    expect((await withdraw('1.02')).status).toBe(403);
    expect(await openEmailCodes()).toBe(1);
    expect((await withdraw('1.01', first)).status).toBe(403);
    figures.push('3 code-less requests: 1 open e-mailed code');
  });

  it('voids a challenge after 5 wrong codes: the right code no longer works', async () => {
    expect((await withdraw('1.03')).status).toBe(403);
    const code = await mailedCode();
    for (let i = 0; i < 5; i++) expect((await withdraw('1.03', wrongFor(code))).status).toBe(403);
    expect((await withdraw('1.03', code)).status).toBe(403);
    // A new challenge mails a new code, which works.
    expect((await withdraw('1.03')).status).toBe(403);
    const fresh = await mailedCode();
    expect((await withdraw('1.03', fresh)).status).toBe(201);
    figures.push('5 wrong codes void the challenge (the right one refused after)');
  });
});

describe('R15.2 authenticator codes (money moves)', () => {
  it('locks the user for the action after 10 failures: 429 with Retry-After, then lifts', async () => {
    expect((await transfer()).status).toBe(403);
    for (let i = 0; i < 10; i++) {
      h.tick();
      expect((await transfer(wrongFor(h.code()))).status).toBe(403);
    }
    h.tick();
    const locked = await transfer(h.code());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(typeof (await json(locked)).message).toBe('string');
    // Scoped to user and action: the same user's withdrawal is still only challenged.
    const other = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body: { ...withdrawal('1.00'), bank_account_id: ids['Acme EUR main'] },
    });
    expect(other.status).toBe(403);
    h.tick(Number(locked.headers.get('Retry-After')) * 1000 + 1000);
    expect((await transfer()).status).toBe(403);
    expect((await transfer(h.code())).status).toBe(201);
    figures.push('10 wrong authenticator codes: the 11th try 429 (Retry-After), lifted after');
  });
});

describe('R15.2 sign-in with two-factor (auth/login and auth/login-iframe)', () => {
  const s = sandboxSuite({ app: { loginTwoFactor: true } });
  const login = (path: string, email: string, code?: string) =>
    s.h.call('POST', path, {
      body: { email, password: DEMO_PASSWORD },
      ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
    });

  it('login-iframe completes sign-in two-factor like auth/login', async () => {
    const challenged = await login('/auth/login-iframe', DEMO_EMAILS.globex);
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('X-OTP-Required')).toBe('google');
    const ok = await login('/auth/login-iframe', DEMO_EMAILS.globex, s.h.code());
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.user.email).toBe(DEMO_EMAILS.globex);
  });

  it('locks sign-in after 10 wrong authenticator codes', async () => {
    expect((await login('/auth/login', DEMO_EMAILS.acme)).status).toBe(403);
    for (let i = 0; i < 10; i++) {
      s.h.tick();
      expect((await login('/auth/login', DEMO_EMAILS.acme, wrongFor(s.h.code()))).status).toBe(403);
    }
    s.h.tick();
    const locked = await login('/auth/login-iframe', DEMO_EMAILS.acme, s.h.code());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    figures.push('sign-in: 10 wrong codes, the 11th try 429 (login-iframe too)');
    console.log(`R15.2: ${figures.join('; ')}`);
  });
});
