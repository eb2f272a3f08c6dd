import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './login.js';
import { unusedCode } from './otp.js';

/**
 * Signs in through the API, not the form (for tests where the form is not under test), and
 * leaves the token where the portal keeps it before any page script runs. A sandbox that
 * asks two-factor users for a code at sign-in (SANDBOX_LOGIN_2FA=1) gets one: the first
 * attempt opens the challenge, the second answers it with an authenticator code no other
 * test of the run typed (e2e/support/otp.ts).
 */
export async function signInByApi(page: Page, email: string): Promise<void> {
  const attempt = (code?: string) =>
    page.request.post('/api/v2/auth/login', {
      data: { email, password: DEMO_PASSWORD },
      headers: code ? { 'X-OTP-Code': code } : {},
    });
  let answer = await attempt();
  if (answer.status() === 403 && answer.headers()['x-otp-required'])
    answer = await attempt(await unusedCode(String(test.info().project.use.baseURL), email));
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()).data as {
    token: { access_token: string; expires_in?: number; expires_at?: number };
  };
  const stored = {
    access_token: token.access_token,
    expires_at: token.expires_at ?? Math.floor(Date.now() / 1000) + (token.expires_in ?? 3600),
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('flexportal.jwt')) localStorage.setItem('flexportal.jwt', value);
  }, JSON.stringify(stored));
}
