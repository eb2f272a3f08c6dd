import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { login } from '../support/login.js';

// Issue 7: the transaction list with its filters in the URL and in the controls, paging
// through the 250 seeded deposits of Acme GBP Collections, and one transaction's overview.
const EMAIL = 'manager@acme.test';

test('filters by account and period through the URL and the controls, and pages through 250 rows', async ({
  page,
}) => {
  const token = await apiToken(page.request, EMAIL);
  const accounts = await apiGet<Array<{ id: number; name: string }>>(
    page.request,
    token,
    'manager/bank-accounts',
  );
  const collections = accounts.data.find((a) => a.name === 'Acme GBP Collections');
  expect(collections).toBeTruthy();
  const id = collections?.id;

  await login(page, EMAIL);
  const filters = page.getByRole('search', { name: 'Filters' });
  // The spec's aliases: bid for the account, period for the dates (PP-2.4-14, -18).
  await page.goto(`/manager/transactions/settled?bid=${id}&period=total`);
  await expect(page.getByRole('heading', { name: 'Approved transactions' })).toBeVisible();
  await expect(page.getByText('1–100 of 250')).toBeVisible();
  await expect(filters.getByLabel('Account')).toHaveValue(String(id));
  await expectAccessible(page, 'transaction list');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('101–200 of 250')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('201–250 of 250')).toBeVisible();
  // The URL carries the list: a reload shows the same page.
  await page.reload();
  await expect(page.getByText('201–250 of 250')).toBeVisible();

  // The controls: another account and a period narrow the list and land in the URL.
  await filters.getByLabel('Account').selectOption({ label: 'All accounts' });
  await expect(page).not.toHaveURL(/bank_account_id=/);
  await filters.getByLabel('Period').selectOption({ label: 'Current month' });
  await expect(page).toHaveURL(/period=current_month/);
  const month = await apiGet(
    page.request,
    token,
    `manager/transactions?mode=settled&period=current_month&per_page=1`,
  );
  const total = month.meta?.total ?? 0;
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`of ${total}$`))).toBeVisible();
});

test('opens a transaction, sets its source of funds and downloads the wire confirmation', async ({
  page,
}) => {
  await login(page, EMAIL);
  await page.goto('/manager/transactions/settled');
  const first = page.getByRole('table').getByRole('link').first();
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/manager\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: `Transaction ${name}` })).toBeVisible();
  await expectAccessible(page, 'transaction overview');

  // PP-8-14, PP-8-15: the prompt, its placeholder and the success text.
  const source = page.getByLabel('Select source of funds');
  await expect(source.locator('option').first()).toHaveText('required');
  await source.selectOption({ label: 'Customer' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Transaction ${name} updated successfully!`)).toBeVisible();
  await expect(page.getByLabel('Select source of funds')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download wire confirmation' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const head = await new Promise<string>((resolve) =>
    stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))),
  );
  expect(head).toBe('%PDF-');
});

test("a manager-reader's rows do not link to the overview, a payment route they may not open", async ({
  page,
}) => {
  await login(page, 'reader@acme.test');
  await page.goto('/manager/transactions/settled');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(0);
});

test('overview actions only where they apply: a settled incoming payment is returned, a pending withdrawal denied after a confirmation', async ({
  page,
}) => {
  const token = await apiToken(page.request, EMAIL);
  type Row = { id: number; name: string; type: string; transmission_protocol?: string };
  const settled = await apiGet<Row[]>(page.request, token, 'manager/transactions?mode=settled');
  const deposit = settled.data.find(
    (t) => t.type === 'deposit' && t.transmission_protocol === 'FPS_CHAPS',
  );
  const pending = await apiGet<Row[]>(page.request, token, 'manager/transactions?mode=progress');
  const withdrawal = pending.data.find((t) => t.type === 'withdrawal');
  expect(deposit && withdrawal).toBeTruthy();

  await login(page, EMAIL);
  await page.goto(`/manager/transactions/${deposit?.id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('link', { name: 'Return' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Deny' })).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Repeat' })).toHaveCount(0);
  // The protocol in words, not its code.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('UK Faster Payments / CHAPS')).toBeVisible();
  await expect(details.getByText('FPS_CHAPS')).toHaveCount(0);

  await page.goto(`/manager/transactions/${withdrawal?.id}`);
  await expect(actions.getByRole('link', { name: 'Repeat' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Return' })).toHaveCount(0);
  const deny = actions.getByRole('button', { name: 'Deny' });
  await expect(deny).toHaveAttribute('data-variant', 'danger');
  await deny.click();
  const dialog = page.getByRole('dialog', { name: `Deny transaction ${withdrawal?.name}?` });
  await expect(dialog).toBeVisible();
  // Cancelled: nothing is denied (other specs use these withdrawals).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(details.getByText('In progress')).toBeVisible();
});

// Issue 41: a list's CSV export and print load at their first use (ListPage's dynamic
// imports); both still do their job on the first click.
test('Export CSV downloads the page’s rows and Print prints every row of the page', async ({
  page,
}) => {
  await login(page, EMAIL);
  await page.goto('/manager/transactions/settled?period=total');
  await expect(page.getByText(/^1–100 of \d+$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(path, 'utf8')).replace('\uFEFF', '').split('\r\n');
  expect(lines).toHaveLength(102); // header, 100 rows, final line break

  // window.print is stubbed to record how many rows the printed table holds then.
  await page.evaluate(() => {
    const w = window as unknown as { printedRows: number };
    w.printedRows = -1;
    window.print = () => {
      w.printedRows = document.querySelectorAll('.fp-print-target tbody tr[part="row"]').length;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printedRows: number }).printedRows))
    .toBe(100);
});
