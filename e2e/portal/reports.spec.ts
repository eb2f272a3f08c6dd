import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { signInByApi } from '../support/session.js';

// Issue 24: Acme's manager generates last month's approved-transactions report as CSV in the
// background, sees it turn Ready, downloads it, and the file's rows are the transaction
// list's settled rows of that account and month.
const EMAIL = 'manager@acme.test';

test('generates last month’s report and downloads a CSV whose rows match the list', async ({
  page,
}) => {
  await signInByApi(page, EMAIL);
  await page.goto('/manager/reports');
  const form = page.getByRole('form', { name: 'Generate a report of approved transactions' });
  await form.getByLabel('Bank account').selectOption({ label: 'Acme GBP Collections (GBP)' });
  await form.getByLabel('Period').selectOption({ label: 'Previous month' });
  await form.getByLabel('CSV').check();
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(
    form.getByText('The report is being generated. You will be notified when it is ready.'),
  ).toBeVisible();

  // The newest report is the first row; it turns Ready without a reload.
  const row = page
    .getByRole('row', { name: /Approved transactions, Acme GBP Collections/ })
    .first();
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Previous month');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-\d+\.csv$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Transaction,Date,Type,Amount,Fee,Total,Currency');

  const token = await apiToken(page.request, EMAIL);
  const accounts = await apiGet<Array<{ id: number; name: string }>>(
    page.request,
    token,
    'manager/bank-accounts',
  );
  const eur = accounts.data.find((a) => a.name === 'Acme GBP Collections');
  const listed = await apiGet<Array<{ name: string; amount: string }>>(
    page.request,
    token,
    `manager/transactions?mode=settled&per_page=500&period=previous_month&bank_account_id=${eur?.id}`,
  );
  const fromFile = lines.slice(1).map((l) => {
    const cells = l.split(',');
    return { name: cells[0], amount: cells[3] };
  });
  const fromList = listed.data.map((t) => ({ name: t.name, amount: t.amount }));
  const byName = (a: { name: string | undefined }, b: { name: string | undefined }) =>
    String(a.name).localeCompare(String(b.name));
  // Acme's seeded deposit history (GBP Collections) reaches back a year: last month has rows.
  expect(fromFile.length).toBeGreaterThan(0);
  expect(fromFile.sort(byName)).toEqual(fromList.sort(byName));
  console.log(`reports: ${fromFile.length} rows in the downloaded CSV, matching the list`);
});
