import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from '../support/login.js';

test('a guest sent to login comes back to the page asked for (PP-2.2)', async ({ page }) => {
  await page.goto('/manager/transactions/settled');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanager%2Ftransactions%2Fsettled$/);
  await page.getByLabel('E-mail').fill('solo@individual.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/manager\/transactions\/settled$/);
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
});

test('wrong credentials show the server message by the field and keep what was typed', async ({
  page,
}) => {
  await page.goto('/login?email=solo%40individual.test');
  await expect(page.getByLabel('E-mail')).toHaveValue('solo@individual.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await expect(page.getByLabel('E-mail')).toHaveValue('solo@individual.test');
  await expect(page.getByLabel('Password')).toHaveValue('not the password');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a manager cannot open the admin area; an administrator lands on the admin dashboard (PP-2.2, PP-6)', async ({
  browser,
}) => {
  const manager = await browser.newPage();
  await login(manager, 'solo@individual.test');
  await expect(manager).toHaveURL(/\/manager$/);
  await manager.goto('/admin/users');
  await expect(manager).toHaveURL(/\/manager\?refused=admin\.users$/);
  await expect(
    manager.getByRole('status').filter({ hasText: 'is not open to your user' }),
  ).toContainText('so you are on your home page');
  const admin = await browser.newPage();
  await login(admin, 'admin@flexportal.test');
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin).toHaveTitle('Flexportal Sandbox - Dashboard');
});

test('logout revokes the token server-side and leaves no session in storage (R13)', async ({
  page,
  request,
}) => {
  await login(page, 'solo@individual.test');
  const token = await page.evaluate(() => localStorage.getItem('flexportal.jwt'));
  expect(token).toBeTruthy();
  const bearer = (JSON.parse(token ?? '{}') as { access_token?: string }).access_token;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k.startsWith('flexportal.jwt'))).toEqual([]);
  const me = await request.get('/api/v2/auth/me', {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  expect(me.status()).toBe(401);
});

test('visiting login while signed in logs out without a redirect (PP-2.2)', async ({ page }) => {
  await login(page, 'solo@individual.test');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  // The login form renders once the guard has logged out.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('flexportal.jwt'))).toBeNull();
});
