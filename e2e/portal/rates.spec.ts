import { expect, test } from '@playwright/test';

test('the portal shows the live EUR/USD rate from the sandbox', async ({ page }) => {
  await page.goto('/rates');
  await expect(page.getByRole('heading', { name: 'Rates' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('1 EUR = 1.0842 USD');
});

test('an unknown path shows the not-found page, not a blank screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
