import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectAccessible, useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { unusedCode } from '../support/otp.js';
import { signInByApi } from '../support/session.js';

// Issue 23: the administrator's timelines (a note added to an entity shows at the top after
// a reload) and the activity log (a transaction this test creates shows in the list and in
// the CSV report); a manager's activity call sees only their company.

const ADMIN = 'admin@flexportal.test';
// Globex's manager has two-factor and is not the demo manager other specs queue on.
const GLOBEX = 'manager@globex.test';
const ACME = 'manager@acme.test';

/** A Globex withdrawal of a unique amount, created through the API with its code. */
async function createTransaction(page: Page): Promise<{ id: number; name: string }> {
  const token = await apiToken(page.request, GLOBEX);
  const [account] = (
    await apiGet<Array<{ id: number }>>(page.request, token, 'manager/bank-accounts')
  ).data;
  const cents = String(100 + Math.floor(Math.random() * 899));
  const body = {
    bank_account_id: account?.id,
    amount: `1.${cents.slice(0, 2)}`,
    transfer_service: 'sepa',
    customer_iban: 'DE44500105175407324931',
    customer_name: `Timeline test ${Date.now()}`,
  };
  const send = (code?: string) =>
    page.request.post('/api/v2/manager/transactions/iban', {
      headers: { Authorization: `Bearer ${token}`, ...(code ? { 'X-OTP-Code': code } : {}) },
      data: body,
    });
  expect((await send()).status()).toBe(403);
  const base = String(test.info().project.use.baseURL);
  let created = await send(await unusedCode(base, GLOBEX));
  if (created.status() === 403) created = await send(await unusedCode(base, GLOBEX));
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: number; name: string };
}

test('an administrator opens an entity from the menu, adds a note and sees it on top after a reload', async ({
  page,
}) => {
  await signInByApi(page, ADMIN);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Timelines: companies' })
    .click();
  await expect(page).toHaveURL(/\/admin\/timelines\/companies$/);
  const list = page.getByRole('region', { name: 'Timelines: Companies' });
  const first = list.getByRole('table').getByRole('link').first();
  await expect(first).toBeVisible();
  await expectAccessible(page, 'timelines list');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/admin\/timelines\/companies\/\d+$/);
  await expect(page.getByRole('heading', { name: `Timeline of ${name}` })).toBeVisible();

  // An empty note is refused in the form; a written one is added.
  const box = page.getByRole('textbox', { name: 'Note' });
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Write the note first.')).toBeVisible();
  const note = `Called the company about its register (${Date.now()})`;
  await box.fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expectAccessible(page, 'timeline of one entity');

  await page.reload();
  const events = page.getByRole('list').filter({ has: page.getByText(note) });
  const top = events.getByRole('listitem').first();
  await expect(top).toContainText(note);
  await expect(top).toContainText('Note');
  await expect(top).toContainText(ADMIN);
});

test('the activity log lists a new transaction and its CSV report carries it', async ({ page }) => {
  const tx = await createTransaction(page);
  await signInByApi(page, ADMIN);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Activity logs' })
    .click();
  await expect(page).toHaveURL(/\/admin\/activity-logs$/);
  const list = page.getByRole('region', { name: 'Activity logs' });
  await list.getByRole('searchbox', { name: 'Transaction ID' }).fill(String(tx.id));
  await expect(page).toHaveURL(new RegExp(`transaction_id=${tx.id}`));
  const row = list.getByRole('row').filter({ hasText: tx.name }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(GLOBEX);
  await expectAccessible(page, 'activity logs');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Download CSV report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activities-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,created_at,event,description,transaction,company_id,user_email');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(tx.name);
  await expect(list.getByRole('status').filter({ hasText: 'Report downloaded.' })).toBeVisible();

  // The row leads to the transaction's timeline.
  await row.getByRole('link', { name: tx.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/timelines/transactions/${tx.id}$`));
  await expect(page.getByRole('heading', { name: `Timeline of ${tx.name}` })).toBeVisible();

  // The manager endpoint (AC-7mgr-04): Globex sees its transaction, Acme does not.
  const globex = await apiToken(page.request, GLOBEX);
  const acme = await apiToken(page.request, ACME);
  const mine = await apiGet<Array<{ subject_id: number }>>(
    page.request,
    globex,
    `activities?transaction_id=${tx.id}`,
  );
  expect(mine.data.map((a) => a.subject_id)).toContain(tx.id);
  const other = await apiGet<unknown[]>(page.request, acme, `activities?transaction_id=${tx.id}`);
  expect(other.data).toEqual([]);
  const report = await page.request.get(`/api/v2/activities/report?transaction_id=${tx.id}`, {
    headers: { Authorization: `Bearer ${acme}` },
  });
  expect((await report.text()).trimEnd().split('\r\n')).toHaveLength(1);
});

// The three screens at a phone's and a laptop's width, light and dark; `SCREENSHOTS=1`
// writes them to docs/screenshots/timelines/ (else the test's output).
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/timelines') : null;
for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${size.width} px, ${scheme}: timelines and activity logs fit`, async ({ page }, info) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, ADMIN);
      const shot = async (name: string) => {
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await scrollsSideways(page), name).toBe(false);
        const file = `${name}-${size.width}-${scheme}.png`;
        await page.screenshot({
          path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
          fullPage: true,
        });
      };
      await page.goto('/admin/timelines/transactions');
      await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
      await shot('timelines');
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
      await shot('timeline');
      await page.goto('/admin/activity-logs');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await shot('activity-logs');
      if (size.width === 1366 && scheme === 'dark') {
        await expectAccessible(page, 'activity logs, dark');
      }
    });
  }
}
