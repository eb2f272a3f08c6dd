import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

// PP-9-13: a screen whose script chunk fails to load says 'Loading chunk failed' through
// the catalogue's error dialog, instead of React Router's stack trace or a blank page.
test('a screen whose chunk fails says Loading chunk failed', async ({ page }) => {
  await login(page, 'manager@acme.test');
  await page.route(/\/assets\/WithdrawalPage-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Withdrawal', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText('Loading chunk failed');
  await dialog.getByRole('button', { name: 'Ok, got it!' }).click();
  await expect(page.getByText('Loading chunk failed')).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Failed to fetch/)).toHaveCount(0);
});
