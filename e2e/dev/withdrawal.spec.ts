import { expect, test } from '@playwright/test';
import { answerOtp } from '../support/otp.js';
import { signInByApi } from '../support/session.js';

// Acme's manager: the authenticator code of the sign-in and the one of the withdrawal come
// from one set, so they differ.
test('a withdrawal goes through the code dialog to its success state', async ({ page }) => {
  await signInByApi(page, 'manager@acme.test');
  await page.goto('/manager/payments/withdrawal/create');
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  // An amount of this second, so a rerun is not held by the duplicate check.
  const second = Math.floor(Date.now() / 1000);
  const amount = `${20 + (second % 70)}.${String(second % 100).padStart(2, '0')}`;
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await page.getByLabel('Sepa (EU , EEA)').check();
  await page.getByLabel('Company name').fill('Dev Server Payee GmbH');
  await expect(
    page.getByRole('region', { name: 'Fees and total' }).getByText('Total', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  await answerOtp(page);
  // Money moved: the success message, and the transaction it names exists.
  const created = page.getByText(/^Withdrawal (.+) created \(progress\)\./);
  await expect(created).toBeVisible();
  await page.getByRole('link', { name: 'View transaction' }).click();
  await expect(page).toHaveURL(/\/manager\/transactions\/\d+$/);
  await expect(page.getByText(amount).first()).toBeVisible();
});
