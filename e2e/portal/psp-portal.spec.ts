import { expect, type Page, test } from '@playwright/test';
import { local, PORTS } from '../support/ports.js';
import { signInByApi } from '../support/session.js';

// Issue 25: the PSP portal, the flexpsp quick login and flexpsp deposit withdrawals.
// merchant@flexpsp.test (two-factor, PSP portal feature) is this spec's own login; its
// accounts change only here, one test after the other.
test.describe.configure({ mode: 'serial' });
const SANDBOX = local(PORTS.sandbox);
const MERCHANT = 'merchant@flexpsp.test';

/** A call of the API as the signed-in page (its stored token), for data the test needs. */
async function apiAsPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const stored = JSON.parse(localStorage.getItem('flexportal.jwt') ?? '{}') as {
      access_token?: string;
    };
    const res = await fetch(`/api/v2/${p}`, {
      headers: { Authorization: `Bearer ${stored.access_token}`, Accept: 'application/json' },
    });
    return ((await res.json()) as { data: T }).data;
  }, path);
}

test('the PSP sign-up keeps the input on a refusal, then signs the company up', async ({
  page,
}) => {
  await signInByApi(page, MERCHANT);
  await page.goto('/manager/psp-portal/sign-up');
  const form = page.getByRole('form', { name: 'PSP sign-up' });
  await expect(form).toBeVisible();
  await form.getByLabel('Website').fill('shop');
  await form.getByLabel('Business description').fill('Garden tools online');
  await form.getByLabel('Expected monthly volume').fill('25000.00');
  await form.getByRole('button', { name: /^(Sign up|Update the sign-up)$/ }).click();
  // Issue 38: the screen's sentence, never the server's.
  await expect(
    form.getByText("Enter the website's address, such as https://example.com."),
  ).toBeVisible();
  await expect(form.getByLabel('Business description')).toHaveValue('Garden tools online');
  await form.getByLabel('Website').fill('https://garden.example');
  await form.getByLabel('I accept the terms of the payment provider').check();
  await form.getByRole('button', { name: /^(Sign up|Update the sign-up)$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Signed up as merchant FXP-\d{6}\./ }),
  ).toBeVisible();
  await page.goto('/manager/psp-portal/integration');
  await expect(page.getByText('https://garden.example')).toBeVisible();
});

test('PSP accounts: open one with its token shown once, then revoke the token', async ({
  page,
}) => {
  await signInByApi(page, MERCHANT);
  await page.goto('/manager/psp-portal/accounts');
  const row = page.getByRole('row', { name: /FlexPSP EUR/ });
  await expect(row).toBeVisible();
  const select = row.getByLabel('PSP account type for FlexPSP EUR');
  // Whichever type is free (a type whose token was revoked opens again).
  const type = await select.locator('option:not([value=""])').first().getAttribute('value');
  const label = type === 'collection' ? 'Collection' : 'Settlement';
  await select.selectOption(type ?? '');
  await row.getByRole('button', { name: 'Open' }).click();
  const token = page.getByTestId('psp-token');
  await expect(token).toHaveText(/^psp_[0-9a-f]{48}$/);
  const end = ((await token.textContent()) ?? '').slice(-4);
  await expect(row).toContainText(`Active …${end}`);
  await row.getByRole('button', { name: `Revoke the ${label} token of FlexPSP EUR` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `The ${label} token of FlexPSP EUR is revoked.`,
  );
  await expect(token).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /FlexPSP EUR/ })).not.toContainText(end);
});

test('payment lookup finds an own payment and refuses an unknown id', async ({ page }) => {
  await signInByApi(page, MERCHANT);
  await page.goto('/manager/psp-portal');
  await expect(page.getByRole('heading', { name: 'PSP portal', exact: true })).toBeVisible();
  const [own] = await apiAsPage<Array<{ id: number }>>(page, 'manager/transactions');
  expect(own).toBeTruthy();
  const form = page.getByRole('form', { name: 'Payment lookup' });
  await form.getByLabel('Payment id').fill('2147483');
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Payment id')).toHaveValue('2147483');
  await form.getByLabel('Payment id').fill(String(own?.id));
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByLabel(`Payment ${own?.id}`)).toContainText('EUR');
});

test('the quick login signs a guest in once; a used key is refused', async ({ page, browser }) => {
  const minted = await page.request.post(`${SANDBOX}/sandbox/flexpsp-key`, {
    data: { email: 'limited@flexpsp.test' },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  const { path } = ((await minted.json()) as { data: { path: string } }).data;
  await page.goto(path);
  await expect(page).toHaveURL(/\/manager$/);
  const other = await browser.newContext();
  try {
    const guest = await other.newPage();
    await guest.goto(path);
    await expect(guest.getByRole('alert')).toBeVisible();
    await expect(guest).toHaveURL(/\/flexpsp\/auth\//);
  } finally {
    await other.close();
  }
});

test('a flexpsp deposit withdrawal (fx=1) is prefilled with the provider and locked except the reference', async ({
  page,
}) => {
  await signInByApi(page, MERCHANT);
  await page.goto('/manager/payments/withdrawal/create?fx=1&amt=25');
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveValue('LT601010012345678901');
  await expect(page.getByLabel('IBAN')).not.toBeEditable();
  await expect(page.getByLabel('Company name')).toHaveValue('FlexPSP Deposits');
  await expect(page.getByLabel('Amount')).not.toBeEditable();
  await expect(page.getByLabel('Reference message')).toBeEditable();
});
