import { expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { local, PORTS } from '../support/ports.js';
import { signInByApi } from '../support/session.js';

// Issue 23: the administrator approves the seeded API payment and tops up an account
// through the confirmation and the e-mailed code; a manager reaches none of it. Issue 36
// (R16.9): approve asks for confirmation first, and a payment sent through the API (the
// sandbox's dev tool) is declined with a reason, by keyboard. One sandbox and one seeded
// API payment: these run in order.
test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@flexportal.test';

/** The newest mail's id and its six-digit code in the administrator's dev mailbox. */
async function newestMail(page: Page): Promise<{ id: number; code: string }> {
  const res = await page.request.get(`${local(PORTS.sandbox)}/sandbox/mailbox?email=${ADMIN}`);
  const newest = ((await res.json()) as { data: Array<{ id: number; body: string }> }).data[0];
  return { id: newest?.id ?? 0, code: /(\d{6})/.exec(newest?.body ?? '')?.[1] ?? '' };
}

test('an administrator approves an API payment: it leaves Admin Action Required for pending', async ({
  page,
}) => {
  await signInByApi(page, ADMIN);
  await page.goto('/admin/transactions/api');
  const list = page.getByRole('region', { name: 'Admin Action Required' });
  await expect(list.getByRole('heading', { name: 'Admin Action Required' })).toBeVisible();
  const approve = list.getByRole('button', { name: /^Approve TX/ }).first();
  await expect(approve).toBeVisible();
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Approve TX/ }) })
    .first();
  await expect(row).toContainText('120.00');
  await expectAccessible(page, 'administrator API payments');
  const name = ((await approve.getAttribute('aria-label')) ?? '').replace(/^Approve /, '');
  expect(name).toMatch(/^TX/);

  await approve.click();
  // One click only asks: the dialog names how many payments and their total.
  const confirm = page.getByRole('dialog', { name: 'Approve API payments' });
  await expect(confirm.getByText('Payments: 1. Total: 120.00 EUR.')).toBeVisible();
  await expect(list.getByRole('button', { name: `Approve ${name}` })).toHaveCount(1);
  await expectAccessible(page, 'approval confirmation');
  await confirm.getByRole('button', { name: 'Approve payments' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved payments: 1.' })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  await page.goto('/admin/transactions/progress');
  const pending = page.getByRole('region', { name: 'Pending transactions' });
  await expect(pending.getByRole('link', { name })).toBeVisible();
  // Its history says who moved it on.
  await pending.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/transactions\/\d+\/history$/);
  await expect(page.getByText('API payment approved by an administrator')).toBeVisible();
});

test('an administrator declines an API payment with a reason, by keyboard: denied, money back', async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN);
  const made = await page.request.post(`${local(PORTS.sandbox)}/sandbox/api-payment`, {
    data: { email: 'manager@acme.test', amount: '33.30' },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const tx = (
    await apiGet<{ name: string; bank_account_id: number }>(
      page.request,
      token,
      `a/transactions/${id}`,
    )
  ).data;
  const balance = async () => {
    const list = await apiGet<Array<{ id: number; available_balance: string }>>(
      page.request,
      token,
      'a/bank-accounts?per_page=100',
    );
    // Exact: cents as integers, never a float.
    return BigInt(
      (list.data.find((a) => a.id === tx.bank_account_id)?.available_balance ?? '').replace(
        '.',
        '',
      ),
    );
  };
  const before = await balance();

  await signInByApi(page, ADMIN);
  await page.goto('/admin/transactions/api');
  const list = page.getByRole('region', { name: 'Admin Action Required' });
  const decline = list.getByRole('button', { name: `Decline ${tx.name}` });
  await decline.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Decline API payments' });
  await expect(dialog.getByText('Payments: 1. Total: 33.30 EUR.')).toBeVisible();
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  // Enter without a reason is refused beside the field; nothing is sent.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Enter the reason for the decline.')).toBeVisible();
  await expectAccessible(page, 'decline dialog');
  await page.keyboard.type('Payee not on the partner contract');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Declined payments: 1.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('button', { name: `Decline ${tx.name}` })).toHaveCount(0);
  // 33.30 and its 1.00 fee are back.
  expect((await balance()) - before).toBe(3430n);

  await page.goto('/admin/transactions/denied');
  const denied = page.getByRole('region', { name: 'Denied transactions' });
  await denied.getByRole('link', { name: tx.name }).click();
  await expect(page).toHaveURL(/\/admin\/transactions\/\d+\/history$/);
  await expect(
    page.getByText('API payment declined by an administrator: Payee not on the partner contract'),
  ).toBeVisible();
});

test('an administrator tops up an account: confirmation, e-mailed code, the new balance', async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN);
  const accounts = await apiGet<Array<{ id: number; name: string; available_balance: string }>>(
    page.request,
    token,
    'a/bank-accounts?per_page=100',
  );
  const before = accounts.data.find((a) => a.name === 'Acme EUR main');
  expect(before).toBeTruthy();
  // Exact: cents as integers, never a float.
  const cents = BigInt((before?.available_balance ?? '0').replace('.', '')) + 25050n;
  const expected = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

  await signInByApi(page, ADMIN);
  await page.goto('/admin/transactions/credit');
  await expect(page.getByRole('heading', { name: 'Top-up' })).toBeVisible();
  const account = page.getByLabel('Account');
  const option = account.locator('option', { hasText: ': Acme EUR main (' });
  await account.selectOption((await option.getAttribute('value')) ?? '');
  await page.getByLabel('Amount').fill('250.50');
  await page.getByLabel('Note').fill('Wire received');
  await page.getByRole('button', { name: 'Top up' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm the top-up' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('250.50 EUR')).toBeVisible();
  await expect(confirm.getByText('Acme EUR main')).toBeVisible();
  await expectAccessible(page, 'top-up confirmation');
  const mailed = (await newestMail(page)).id;
  await confirm.getByRole('button', { name: 'Credit the account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('250.50 EUR')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const mail = await newestMail(page);
      code = mail.id > mailed ? mail.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);

  const grouped = expected.replace(/\B(?=(\d{3})+\.)/g, ',');
  await expect(
    page.getByText(`Credited 250.50 EUR to Acme EUR main. Available balance now: ${grouped} EUR.`),
  ).toBeVisible();
  const after = await apiGet<Array<{ name: string; available_balance: string }>>(
    page.request,
    token,
    'a/bank-accounts?per_page=100',
  );
  expect(after.data.find((a) => a.name === 'Acme EUR main')?.available_balance).toBe(expected);
});

test('a manager reaches none of the administrator transaction pages', async ({ page }) => {
  await signInByApi(page, 'manager@acme.test');
  for (const path of [
    '/admin/transactions/api',
    '/admin/transactions/credit',
    '/admin/transactions/1/history',
  ]) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/admin\//);
    await expect(page.getByRole('heading', { name: 'Admin Action Required' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Top-up' })).toHaveCount(0);
  }
});
