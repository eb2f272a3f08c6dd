import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/session.js';

// The fiat currencies dictionary reaches the dev server's portal: a currency can be chosen.
test('an account is created with a chosen currency', async ({ page }) => {
  const name = `Dev account ${Date.now()}`;
  await signInByApi(page, 'solo@individual.test');
  await page.goto('/manager/accounts/fiat');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog.getByText('No currency is available for new accounts.')).toHaveCount(0);
  await dialog.getByLabel('Currency').selectOption('GBP');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Account ${name} created.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('GBP');
});
