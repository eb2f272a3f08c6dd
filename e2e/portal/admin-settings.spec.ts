import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectAccessible, useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { postAs } from '../support/mailbox.js';
import { signInByApi } from '../support/session.js';

// Issue 23: the administrator's settings and check history. An administrator lowers the
// fiat amount boundary in the settings screen and a manager's payment above it is refused
// on the amount field; a new transaction's ledger check shows in the check history.
//
// Other specs pay at the same time on the same sandbox, and the fiat boundary applies to
// every fiat move: the test lowers the maximum only from 1 000 000 000 to 600 000 000
// (no other spec moves that much) and pays from an account of its own, credited for it,
// then puts the boundary back.

const OPS = 'ops@flexportal.test';
const SOLO = 'solo@individual.test';
const FIAT_BOUNDS = 'fiat_transaction_amount_boundaries';
const slow = { timeout: 20_000 };

/** An account of the test's own for the individual manager, credited with `amount`. */
async function ownAccount(request: APIRequestContext, amount: string) {
  const ops = await apiToken(request, OPS);
  const solo = await apiToken(request, SOLO);
  const name = `Settings test ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = await postAs(request, solo, 'manager/bank-accounts', { currency: 'EUR', name });
  const credit = await postAs(
    request,
    ops,
    'a/transactions/credit',
    { bank_account_id: account.id, amount },
    OPS,
  );
  return { ops, account: { id: account.id, name }, credit };
}

/** The value of a setting, read through the API. */
async function settingValue(request: APIRequestContext, token: string, key: string) {
  const { data } = await apiGet<Array<{ key: string; value: unknown }>>(
    request,
    token,
    'a/settings?per_page=500',
  );
  return data.find((s) => s.key === key)?.value;
}

test('an administrator lowers the fiat boundary; a payment above it is refused on the amount field', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { ops, account } = await ownAccount(request, '900000000.00');
  const before = await settingValue(request, ops, FIAT_BOUNDS);
  expect(before).toMatchObject({ min: expect.any(String), max: expect.any(String) });
  try {
    await signInByApi(page, OPS);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible(slow);
    const bounds = page.getByRole('form', { name: 'Fiat transaction amount boundaries' });
    const max = bounds.getByRole('textbox', { name: 'Maximum' });
    await expect(max).toHaveValue((before as { max: string }).max);
    await expectAccessible(page, 'administrator settings');
    await max.fill('600000000');
    await bounds.getByRole('button', { name: /^Save/ }).click();
    await expect(bounds.getByRole('status')).toHaveText('Saved.', slow);
    expect(await settingValue(request, ops, FIAT_BOUNDS)).toEqual({
      min: (before as { min: string }).min,
      max: '600000000',
    });

    // The manager, in a context of their own, pays more than the new maximum.
    const context = await browser.newContext({ baseURL: info.project.use.baseURL ?? '' });
    const manager = await context.newPage();
    await signInByApi(manager, SOLO);
    await manager.goto('/manager/payments/withdrawal/create');
    await manager.getByLabel('From account').selectOption(String(account.id));
    await manager.getByLabel('Amount').fill('650000000');
    await manager.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
    await manager.getByLabel('Sepa (EU , EEA)').check();
    await manager.getByLabel('Company name').fill('Boundary Test Ltd');
    await manager.getByRole('button', { name: 'Send withdrawal' }).click();
    const amount = manager.getByLabel('Amount');
    await expect(amount).toHaveAttribute('aria-invalid', 'true', slow);
    const errorId = ((await amount.getAttribute('aria-describedby')) ?? '').split(' ')[0];
    await expect(manager.locator(`[id="${errorId}"]`)).toHaveText(
      // The screen's sentence (issue 38: never the server's words; it does not name the bound).
      "Check the amount: the account's balance may not cover it, or it is not a valid amount.",
    );
    await expect(amount).toHaveValue('650000000');
    await context.close();
  } finally {
    // Put the boundary back for every other spec, whatever happened above.
    await postAs(request, ops, 'a/settings', { key: FIAT_BOUNDS, value: before });
  }
  expect(await settingValue(request, ops, FIAT_BOUNDS)).toEqual(before);
});

test('a new transaction shows in the check history as balanced and opens its history; an integrity check of its account is listed', async ({
  page,
  request,
}) => {
  const { ops, account, credit } = await ownAccount(request, '12.34');
  await signInByApi(page, OPS);
  await page.goto('/admin/transactions/check-history');
  const list = page.getByRole('region', { name: 'Check history' });
  const name = { name: `#${credit.id}`, exact: true };
  const link = list.getByRole('link', name);
  await expect(link).toBeVisible(slow);
  const row = list.getByRole('row').filter({ has: page.getByRole('link', name) });
  await expect(row).toContainText('Balanced');
  await expectAccessible(page, 'administrator check history');
  await list.getByLabel('Show').selectOption('true');
  await expect(page).toHaveURL(/only_failed=true/);
  await expect(link).toHaveCount(0, slow);
  await list.getByLabel('Show').selectOption('');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${credit.id}/history$`));

  // The account's integrity check, run through the API, is in the integrity list.
  await postAs(request, ops, 'a/integrity-checks', { bank_account_id: account.id });
  await page.goto('/admin/bank-accounts/integrity');
  await expect(page.getByRole('cell', { name: new RegExp(`${account.name}`) }).first()).toBeVisible(
    slow,
  );
});

// The settings and the check history at a phone's and a laptop's width, light and dark;
// `SCREENSHOTS=1` writes them to docs/screenshots/admin-settings/ (else the test's output).
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/admin-settings') : null;
for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${size.width} px, ${scheme}: the settings and the check history fit`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, OPS);
      const shot = (p: Page, name: string) => {
        const file = `${name}-${size.width}-${scheme}.png`;
        return p.screenshot({
          path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
          fullPage: true,
        });
      };
      await page.goto('/admin/settings');
      await expect(
        page.getByRole('form', { name: 'Fiat transaction amount boundaries' }),
      ).toBeVisible(slow);
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, 'settings');
      await page.goto('/admin/transactions/check-history');
      await expect(page.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible(slow);
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, 'check-history');
    });
  }
}
