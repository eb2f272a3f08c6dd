import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from '../support/login.js';
import { answerOtp } from '../support/otp.js';
import { local, PORTS } from '../support/ports.js';

// This pair's sandbox runs with SANDBOX_LOGIN_2FA=1 and SANDBOX_RELEASE_VERSION=0.1.0.
test.describe.configure({ mode: 'serial' });
const SANDBOX = local(PORTS.strictSandbox);

test('signing in with two-factor takes a real authenticator code', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('manager@acme.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerOtp(page);
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText(
    'manager@acme.test',
  );
});

test('a server on another release logs the user out at the next navigation (PP-2.2-10)', async ({
  page,
  request,
}) => {
  await login(page, 'solo@individual.test');
  await expect(page).toHaveURL(/\/manager$/);
  try {
    const bumped = await request.put(`${SANDBOX}/sandbox/release`, { data: { version: '0.2.0' } });
    expect(bumped.ok()).toBe(true);
    await page.goto('/manager/profile');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('flexportal.jwt'))).toBeNull();
  } finally {
    await request.put(`${SANDBOX}/sandbox/release`, { data: { version: '0.1.0' } });
  }
  // Back on the same release, signing in works again.
  await login(page, 'solo@individual.test');
  await expect(page).toHaveURL(/\/manager/);
});
