import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { answerOtp } from '../support/otp.js';

// The portal as `npm start` serves it (Vite dev server, React StrictMode), against a sandbox
// that asks Google two-factor users for their code at sign-in. Globex's manager signs in
// here only, so no other test spends its authenticator codes.
test('signing in with two-factor reaches the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('manager@globex.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerOtp(page);
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText(
    'manager@globex.test',
  );
});
