import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demoLogins.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h } = sandboxSuite({ app: { loginTwoFactor: true, releaseVersion: '1.4.0' } });

const login = (email: string, code?: string) =>
  h.call('POST', '/auth/login', {
    body: { email, password: DEMO_PASSWORD },
    ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
  });

describe('sign-in with two-factor (switched on)', () => {
  it('asks a Google two-factor user for the code, then signs in once with it', async () => {
    const challenged = await login('manager@acme.test');
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('X-OTP-Required')).toBe('google');
    const wrong = await login('manager@acme.test', h.code() === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(403);
    const code = h.code();
    const ok = await login('manager@acme.test', code);
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.user.email).toBe('manager@acme.test');
    // Single use: the same code never signs in twice.
    await login('manager@acme.test');
    expect((await login('manager@acme.test', code)).status).toBe(403);
  });

  it('never asks users without an authenticator, and checks the password first', async () => {
    expect((await login('solo@individual.test')).status).toBe(200);
    const bad = await h.call('POST', '/auth/login', {
      body: { email: 'manager@acme.test', password: 'wrong-Password1!' },
    });
    expect(bad.status).toBe(422);
  });
});

/** The dev tool that changes the release the sandbox reports. */
const setRelease = (version: string) =>
  h.app.request('/sandbox/release', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version }),
  });

describe('X-Release-Version', () => {
  it('reports the release on every API answer, changeable through the dev tools', async () => {
    const before = await h.call('GET', '/rates/EUR/USD');
    expect(before.headers.get('X-Release-Version')).toBe('1.4.0');
    const set = await setRelease('1.5.0');
    expect(set.status).toBe(200);
    const refused = await h.call('GET', '/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('X-Release-Version')).toBe('1.5.0');
    const bad = await setRelease('<script>');
    expect(bad.status).toBe(422);
  });
});
