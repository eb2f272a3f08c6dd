import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('the white-label record themes the portal, and the scheme (dark by default) survives a reload', async ({
  page,
}) => {
  await login(page, 'solo@individual.test');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-scheme', 'dark');
  // The sandbox's white-label record: its name titles the page, its colour is the primary.
  await expect(page).toHaveTitle('Flexportal Sandbox - Dashboard');
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--fp-primary')),
    )
    .toBe('#1f4fd1');
  await page.getByRole('button', { name: 'Dark scheme' }).click();
  await expect(html).toHaveAttribute('data-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-scheme', 'light');
  await expect(page).toHaveTitle('Flexportal Sandbox - Dashboard');
  expect(
    await page.evaluate(() => document.documentElement.style.getPropertyValue('--fp-primary')),
  ).toBe('#1f4fd1');
});
