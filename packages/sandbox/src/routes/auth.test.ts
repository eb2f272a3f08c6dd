import { LoginResult, Token, User } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/demoLogins.js';
import { revokedTokens } from '../db/schema.js';
import { totp } from '../lib/totp.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { mailedCode } from '../testing/mailbox.js';

const { h } = sandboxSuite({ app: { tokenTtlSeconds: 120 } });

describe('POST auth/login (PP-7.2-01)', () => {
  it('logs every demo login in with user and token, matching the contract', async () => {
    for (const { email } of DEMO_LOGINS) {
      const res = await h.call('POST', '/auth/login', {
        body: { email, password: 'Sandbox#2026' },
      });
      expect(res.status, email).toBe(200);
      const result = LoginResult.parse((await json(res)).data);
      expect(result.user.email).toBe(email);
      expect(JSON.stringify(result.user)).not.toMatch(/scrypt|JBSWY3DP/);
    }
  });

  it('gives the configured token lifetime (SANDBOX_TOKEN_TTL / option)', async () => {
    const res = await h.call('POST', '/auth/login', {
      body: { email: 'admin@flexportal.test', password: 'Sandbox#2026' },
    });
    const token = Token.parse((await json(res)).data.token);
    expect(token.expires_in).toBe(120);
    expect(token.token_type).toBe('bearer');
  });

  it('answers 422 Laravel-style for a wrong password or unknown e-mail, alike', async () => {
    const wrong = await h.call('POST', '/auth/login', {
      body: { email: 'manager@acme.test', password: 'nope' },
    });
    const unknown = await h.call('POST', '/auth/login', {
      body: { email: 'ghost@acme.test', password: 'nope' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('validates the body (422) and refuses malformed JSON (400), never 500', async () => {
    const missing = await h.call('POST', '/auth/login', { body: { email: 'not-an-email' } });
    expect(missing.status).toBe(422);
    const body = await json(missing);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
    const malformed = await h.call('POST', '/auth/login', { body: '{"email":' });
    expect(malformed.status).toBe(400);
    const wrongType = await h.call('POST', '/auth/login', { body: '[1,2]' });
    expect(wrongType.status).toBe(422);
  });
});

describe('auth/me, refresh, logout (PP-7.2-12/13, R13)', () => {
  it('answers 401 without, with a bad, or with an expired token', async () => {
    expect(await h.status('GET', '/auth/me')).toBe(401);
    expect(await h.status('GET', '/auth/me', { token: 'x.y.z' })).toBe(401);
    const token = await h.login('solo@individual.test');
    expect(await h.status('GET', '/auth/me', { token })).toBe(200);
    h.tick(121_000);
    expect(await h.status('GET', '/auth/me', { token })).toBe(401);
  });

  it('me returns the user with role, company and two-factor flag', async () => {
    const token = await h.login('manager@acme.test');
    const user = User.parse((await json(await h.call('GET', '/auth/me', { token }))).data);
    expect(user.roles).toEqual([{ slug: 'manager' }]);
    expect(user.company?.name).toBe('Acme Ltd');
    expect(user.two_factor_auth.google).toBe(true);
    expect(user.company?.enabled_features.crypto).toBe(true);
  });

  it('refresh issues a new token and revokes the old one', async () => {
    const old = await h.login('reader@acme.test');
    const res = await h.call('POST', '/auth/refresh', { token: old });
    expect(res.status).toBe(200);
    const fresh = Token.parse((await json(res)).data.token).access_token;
    expect(await h.status('GET', '/auth/me', { token: old })).toBe(401);
    expect(await h.status('GET', '/auth/me', { token: fresh })).toBe(200);
  });

  it('sees a revocation written by another process within the session cache time (1 s)', async () => {
    const token = await h.login('limited@flexpsp.test');
    const me = await json(await h.call('GET', '/auth/me', { token }));
    expect(me.data.email).toBe('limited@flexpsp.test');
    const [, body] = token.split('.') as [string, string];
    const { jti } = JSON.parse(Buffer.from(body, 'base64url').toString()) as { jti: string };
    await h.database.db.insert(revokedTokens).values({ jti, expiresAt: '2099-01-01T00:00:00Z' });
    h.tick(1_001);
    expect(await h.status('GET', '/auth/me', { token })).toBe(401);
  });

  it('logout revokes the token server-side', async () => {
    const token = await h.login('ops@flexportal.test');
    expect(await h.status('POST', '/auth/logout', { token })).toBe(200);
    expect(await h.status('GET', '/auth/me', { token })).toBe(401);
    expect(await h.status('POST', '/auth/logout', { token })).toBe(401);
  });
});

describe('profile and Google two-factor (PP-7.2-14..17)', () => {
  it('changes the password with the meter rules', async () => {
    const token = await h.login('kyc@umbrella.test');
    const weak = await h.call('PUT', '/profile/password', {
      token,
      body: {
        current_password: 'Sandbox#2026',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgh',
      },
    });
    expect(weak.status).toBe(422);
    const bad = await h.call('PUT', '/profile/password', {
      token,
      body: {
        current_password: 'wrong',
        password: 'Better#2027',
        password_confirmation: 'Better#2027',
      },
    });
    expect(bad.status).toBe(422);
    const ok = await h.call('PUT', '/profile/password', {
      token,
      body: {
        current_password: 'Sandbox#2026',
        password: 'Better#2027',
        password_confirmation: 'Better#2027',
      },
    });
    expect(ok.status).toBe(200);
    await h.login('kyc@umbrella.test', 'Better#2027');
  });

  it('assigns a fresh secret with a valid code and removes it with one', async () => {
    const token = await h.login('pending@initech.test');
    const qr = (await json(await h.call('GET', '/profile/2fa/google/qr-code', { token }))).data;
    expect(qr.url).toMatch(/^otpauth:\/\/totp\//);
    const password = 'Sandbox#2026';
    const wrong = await h.call('POST', '/profile/2fa/google/assign', {
      token,
      body: { secret: qr.secret, code: '000000', password },
    });
    expect(wrong.status).toBe(422);
    const now = h.now();
    const body = { secret: qr.secret, code: totp(qr.secret, now), password };
    // An e-mail user's factor is the mailbox: its code approves the new authenticator (R16.2).
    const asked = await h.call('POST', '/profile/2fa/google/assign', { token, body });
    expect(asked.headers.get('X-OTP-Required')).toBe('email');
    const assigned = await h.call('POST', '/profile/2fa/google/assign', {
      token,
      body,
      headers: { 'X-OTP-Code': await mailedCode(h, 'pending@initech.test') },
    });
    expect(assigned.status).toBe(200);
    expect((await json(assigned)).data.two_factor_auth.google).toBe(true);
    // The code that turned it on is spent (R15.3): turning it off takes the next one.
    expect(
      await h.status('DELETE', '/profile/2fa/google/remove', {
        token,
        body: { code: totp(qr.secret, now), password },
      }),
    ).toBe(422);
    h.tick();
    const removed = await h.call('DELETE', '/profile/2fa/google/remove', {
      token,
      body: { code: totp(qr.secret, h.now()), password },
    });
    expect(removed.status).toBe(200);
    expect((await json(removed)).data.two_factor_auth.google).toBe(false);
  });

  it('needs a token', async () => {
    expect(await h.status('GET', '/profile')).toBe(401);
  });
});
