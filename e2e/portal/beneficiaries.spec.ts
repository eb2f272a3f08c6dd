import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { login } from '../support/login.js';
import { answerOtp, unusedCode } from '../support/otp.js';

// Issue 7 as Globex's manager (Acme's data belongs to other specs): switch the default
// account and back; create, edit and use a beneficiary in a withdrawal, then delete it.
// One company's default account and codes: run in order.
test.describe.configure({ mode: 'serial' });
const EMAIL = 'manager@globex.test';

test('switches the default account and back', async ({ page }) => {
  await login(page, EMAIL);
  await page.goto('/manager/accounts/fiat');
  const usd = page.getByRole('row', { name: /Globex USD/ });
  await expect(usd).toBeVisible();
  await expectAccessible(page, 'accounts');
  await usd.getByRole('button', { name: /Make .* the default account/ }).click();
  await expect(page.getByText('Globex USD is now the default account.')).toBeVisible();
  await expect(usd.getByRole('button', { name: /Make .* the default account/ })).toHaveCount(0);
  // Back to EUR, which the withdrawal below starts from.
  const eur = page.getByRole('row', { name: /Globex EUR/ });
  await eur.getByRole('button', { name: /Make .* the default account/ }).click();
  await expect(eur.getByRole('button', { name: /Make .* the default account/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/manager\/accounts\/crypto$/);
});

test('creates, edits, pays and deletes a beneficiary', async ({ page }) => {
  const company = `Initrode ${Date.now()}`;
  await login(page, EMAIL);
  await page.goto('/manager/transaction-agents');
  await page.getByRole('link', { name: 'New beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents\/create$/);
  await page.getByLabel('Company name', { exact: true }).fill(company);
  await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('SWIFT code', { exact: true }).fill('COBADEFFXXX');
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);

  await page.getByLabel('Search', { exact: true }).fill(company);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'beneficiaries list');
  await row.getByRole('link', { name: company, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit beneficiary' })).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Frankfurt');
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);

  // Pay it: the withdrawal opens with the payee filled in (PP-2.4 `ag`).
  await page.getByLabel('Search', { exact: true }).fill(company);
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByRole('link', { name: `Pay ${company}` })
    .click();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create\?ag=\d+/);
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(company);
  await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue('DE89370400440532013000');
  await page.getByLabel('Amount', { exact: true }).fill('12.34');
  await page.getByLabel('Sepa (EU , EEA)', { exact: true }).check();
  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  await answerOtp(page, unusedCode(new Set()));
  await expect(page.getByText(/^Withdrawal (.+) created \(progress\)\./)).toBeVisible();

  await page.goto('/manager/transaction-agents');
  await page.getByLabel('Search', { exact: true }).fill(company);
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByRole('link', { name: company, exact: true })
    .click();
  await page.getByRole('button', { name: 'Delete beneficiary' }).click();
  await page
    .getByRole('dialog', { name: 'Delete beneficiary' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);
  await page.getByLabel('Search', { exact: true }).fill(company);
  await expect(page.getByText('No beneficiaries found.')).toBeVisible();
});
