import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from '../support/login.js';
import { local, PORTS } from '../support/ports.js';

const SANDBOX = local(PORTS.sandbox);

test('forgot password: the mailed link opens the reset page, the meter guides, the new password works', async ({
  page,
  request,
}) => {
  const email = 'limited@flexpsp.test';
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('We have emailed your password reset link!');

  const mail = (await (await request.get(`${SANDBOX}/sandbox/mailbox?email=${email}`)).json()) as {
    data: Array<{ subject: string; body: string }>;
  };
  const link = /\/reset-password\/\S+/.exec(mail.data[0]?.body ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '/');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByText('✗ At least 8 characters')).toBeVisible();
  // The same password again, so the other tests keep signing in with it.
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.getByText('✓ At least 8 characters')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is changed.');
  // The link worked once; now it is refused.
  await page.goto(link ?? '/');
  await expect(page.getByRole('alert')).toHaveText('This link is not valid.');
  await login(page, email);
});

test('a legacy key signs the user in; an unknown key is refused (PP-2.1-05)', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/v2/auth/login', {
    data: { email: 'manager@globex.test', password: DEMO_PASSWORD },
  });
  const { token } = ((await answer.json()) as { data: { token: { access_token: string } } }).data;
  const legacy = await request.post('/api/v2/auth/to-legacy', {
    headers: { Authorization: `Bearer ${token.access_token}` },
  });
  expect(legacy.status(), await legacy.text()).toBe(200);
  const url = ((await legacy.json()) as { data: { url: string } }).data.url;
  const path = new URL(url).pathname;
  await page.goto(path);
  await expect(page).toHaveURL(/\/manager$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/legacy/not-a-key');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
