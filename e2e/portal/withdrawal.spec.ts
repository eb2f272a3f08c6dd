import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { DEMO_PASSWORD, login } from '../support/login.js';
import { answerOtp } from '../support/otp.js';

// One manager, one sandbox: these run in order so the duplicate check and the single-use
// codes see the requests in the order written here.
test.describe.configure({ mode: 'serial' });

const IBAN = 'DE02 1203 0000 0000 2020 51';

async function fillSepa(page: Page, amount: string, name: string) {
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('IBAN').fill(IBAN);
  await page.getByLabel('Sepa (EU , EEA)').check();
  await page.getByLabel('Company name').fill(name);
}

/** The company's pending (progress) transactions, read through the API as the manager. */
async function pendingTransactions(page: Page): Promise<Array<{ id: number; name: string }>> {
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'manager@acme.test', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).data.token.access_token as string;
  const list = await page.request.get('/api/v2/manager/transactions?mode=progress', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await list.json()).data;
}

test('a SEPA withdrawal to a new IBAN goes through the code step and is pending', async ({
  page,
}) => {
  await login(page, 'manager@acme.test');
  await page.goto('/manager/payments/withdrawal/create');
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await fillSepa(page, '15.25', 'Stark Industries');
  await expect(page.getByLabel('IBAN')).toHaveValue(IBAN.replaceAll(' ', ''));
  const preview = page.getByRole('region', { name: 'Fees and total' });
  await expect(preview.getByText('Total', { exact: true })).toBeVisible();
  await expectAccessible(page, 'withdrawal form with fee preview');

  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  await answerOtp(page);
  const created = page.getByText(/^Withdrawal (.+) created \(progress\)\./);
  await expect(created).toBeVisible();
  const name = /^Withdrawal (.+) created/.exec((await created.textContent()) ?? '')?.[1];
  const href = await page.getByRole('link', { name: 'View transaction' }).getAttribute('href');
  const id = Number(href?.split('/').pop());
  expect(id).toBeGreaterThan(0);
  expect(await pendingTransactions(page)).toContainEqual(expect.objectContaining({ id, name }));

  // The same payment again: the duplicate dialog, then through on confirm (and a new code).
  await fillSepa(page, '15.25', 'Stark Industries');
  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Possible duplicate' });
  // The 409 is one server round trip on a sandbox the whole suite shares: CI once missed the
  // dialog at 5 s (not reproduced alone or in this file repeated; the cause was not traced).
  await expect(duplicate).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'withdrawal duplicate dialog');
  await duplicate.getByRole('button', { name: 'Send anyway' }).click();
  await answerOtp(page);
  await expect(page.getByText(/^Withdrawal .+ created \(progress\)\./)).toBeVisible();
  const second = await page.getByRole('link', { name: 'View transaction' }).getAttribute('href');
  expect(second).not.toBe(href);
});

test('a too-large amount shows the balance error beside the amount and keeps the input', async ({
  page,
}) => {
  await login(page, 'manager@acme.test');
  await page.goto('/manager/payments/withdrawal/create?amt=990000');
  await expect(page.getByLabel('Amount')).toHaveValue('990000');
  await page.getByLabel('IBAN').fill(IBAN);
  await page.getByLabel('Sepa (EU , EEA)').check();
  await page.getByLabel('Company name').fill('Stark Industries');
  await expect(page.getByText('The available balance does not cover this payment.')).toBeVisible();
  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  const amount = page.getByLabel('Amount');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  const errorId = (await amount.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${errorId.split(' ')[0]}"]`)).toHaveText(
    "Check the amount: the account's balance may not cover it, or it is not a valid amount.",
  );
  await expect(page.getByLabel('Company name')).toHaveValue('Stark Industries');
  await expectAccessible(page, 'withdrawal with a field error');
});

test('the form works by keyboard alone', async ({ page }) => {
  await login(page, 'manager@acme.test');
  await page.goto('/manager/payments/withdrawal/create');
  await page.getByLabel('From account').focus();
  // Tab order follows the screen: account, amount, beneficiary, then the service radios.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Amount')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Saved beneficiary')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Sepa (EU , EEA)')).toBeFocused();
  await page.getByLabel('IBAN').focus();
  await page.keyboard.type(IBAN);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard Ltd');
  await expect(page.getByLabel('Company name')).toHaveValue('Keyboard Ltd');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeHidden();
  await expect(page.getByLabel('Company name')).toHaveValue('Keyboard Ltd');
});
