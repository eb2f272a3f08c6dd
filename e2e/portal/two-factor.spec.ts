import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';
import { unusedCode } from '../support/otp.js';
import { totpCode } from '../support/totp.js';

test('a manager sets up Google two-factor from the profile with a real TOTP code, then turns it off', async ({
  page,
}) => {
  // solo is an individual: exempt from two-factor rules, so other tests do not notice.
  await login(page, 'solo@individual.test');
  await page.goto('/manager/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page
    .getByLabel('Code from the app')
    .fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();

  await page
    .getByLabel('Code from the app')
    .fill(await unusedCode(page.url(), 'solo@individual.test', secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // A code works once (R15.3): turning it off takes another step's code.
  await page
    .getByLabel('Code from the app')
    .fill(await unusedCode(page.url(), 'solo@individual.test', secret));
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(
    page.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
});
