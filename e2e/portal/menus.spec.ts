import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';
import { signInByApi } from '../support/session.js';

test('the side menu shows what the user may open, and leads there', async ({ page }) => {
  await login(page, 'solo@individual.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Withdrawal' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Settled transactions' }).click();
  await expect(page).toHaveURL(/\/manager\/transactions\/settled$/);
  await expect(menu.getByRole('link', { name: 'Settled transactions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an administrator gets the administrator menu', async ({ page }) => {
  await login(page, 'admin@flexportal.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdrawal' })).toHaveCount(0);
});

test('/menu is the main menu as a page, and its items lead to their screens', async ({ page }) => {
  await signInByApi(page, 'solo@individual.test');
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(menu.getByRole('link', { name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await menu.getByRole('link', { name: 'Settled transactions' }).click();
  await expect(page).toHaveURL(/\/manager\/transactions\/settled$/);
});
