import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from '../support/login.js';
import { newestMail } from '../support/mailbox.js';
import { unusedCode } from '../support/otp.js';
import { totpCode } from '../support/totp.js';

const SOLO = 'solo@individual.test';

test('a manager sets up Google two-factor from the profile with the password, a real TOTP code and the e-mailed code, then turns it off', async ({
  page,
}) => {
  // solo is an individual: exempt from two-factor rules, so other tests do not notice.
  await login(page, SOLO);
  await page.goto('/manager/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong password is refused before anything else (R16.2).
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await page
    .getByLabel('Code from the app')
    .fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();

  // Without an authenticator yet, solo's factor is the mailbox: the code dialog asks for the
  // code the sandbox e-mailed, and the set-up goes through with it.
  const before = (await newestMail(page.request, SOLO)).id;
  await page.getByLabel('Code from the app').fill(await unusedCode(page.url(), SOLO, secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const mail = await newestMail(page.request, SOLO);
      code = mail.id > before ? mail.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // A code works once (R15.3): turning it off takes another step's code, and the password.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Code from the app').fill(await unusedCode(page.url(), SOLO, secret));
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(
    page.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
});
