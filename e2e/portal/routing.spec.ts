import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('the root goes to the manager dashboard, which shows the live EUR/USD rate from the sandbox', async ({
  page,
}) => {
  await login(page, 'solo@individual.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rates' }).getByRole('status')).toHaveText(
    '1 EUR = 1.0842 USD',
  );
  await expect(page).toHaveTitle('Flexportal Sandbox - Dashboard');
});

test('an unknown path goes to /404, not a blank screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a route whose screen does not exist yet shows a clear placeholder with title and breadcrumbs', async ({
  page,
}) => {
  await login(page, 'admin@flexportal.test');
  await page.goto('/admin/users/7/edit');
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page).toHaveTitle('Flexportal Sandbox - Edit user');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    /Dashboard.*Users.*Edit user/,
  );
});
