import { expect, test } from '@playwright/test';

test('a plain partner page loads the script-tag bundle and the element shows the rate', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  // Playwright's locators pierce the element's open shadow root.
  await expect(page.locator('flexportal-rate').getByRole('status')).toHaveText(
    '1 EUR = 1.0842 USD',
  );
  expect(await page.locator('flexportal-rate').evaluate((el) => el.shadowRoot !== null)).toBe(true);
  expect(errors).toEqual([]);
});
