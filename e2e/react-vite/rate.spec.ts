import { expect, test } from '@playwright/test';

test('an npm consumer app renders the Rate component from the published build and follows prop changes', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('1 EUR = 1.0842 USD');
  await page.getByLabel('Buy currency').selectOption('GBP');
  await expect(page.getByRole('status')).toHaveText('1 EUR = 0.8571 GBP');
  expect(errors).toEqual([]);
});
