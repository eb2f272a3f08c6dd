import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { searchList } from '../support/list.js';
import { login } from '../support/login.js';

test('an administrator acts as a manager and comes back (PP-4.8-06)', async ({ page }) => {
  await login(page, 'admin@flexportal.test');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await searchList(page, 'acme');
  const row = page.getByRole('row', { name: /manager@acme\.test/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row', { name: /ops@flexportal\.test/ })).toBeHidden();
  await expectAccessible(page, 'admin users');
  await row.getByRole('button', { name: 'Log in as manager@acme.test' }).click();

  await expect(page).toHaveURL(/\/manager$/);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
  await expect(banner).toContainText('manager@acme.test');
  // The admin token waits in reserve; the manager's is the one in use.
  expect(await page.evaluate(() => localStorage.getItem('flexportal.jwt_admin'))).not.toBeNull();

  await banner.getByRole('button', { name: 'Back To Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('status').filter({ hasText: 'You are acting as' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('flexportal.jwt_admin'))).toBeNull();
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText(
    'admin@flexportal.test',
  );
});
