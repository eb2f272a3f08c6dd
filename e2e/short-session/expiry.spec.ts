import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('the expiry warning shows near the end of a session, and Stay Logged In keeps it (PP-4.8)', async ({
  page,
}) => {
  await login(page, 'solo@individual.test');
  const before = await page.evaluate(() => localStorage.getItem('flexportal.jwt'));
  // Tokens live 125 s here: 120 s or less remain within seconds (checked every 5 s).
  const dialog = page.getByRole('dialog', { name: 'Your Session is About to Expire' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(dialog).toBeHidden();
  const after = await page.evaluate(() => localStorage.getItem('flexportal.jwt'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  await expect(page).toHaveURL(/\/manager$/);
});
