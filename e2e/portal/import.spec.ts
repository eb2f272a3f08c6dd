import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { useScheme } from '../support/axe.js';
import { DEMO_PASSWORD } from '../support/login.js';
import { answerOtp } from '../support/otp.js';
import { signInByApi } from '../support/session.js';

// The import runs serially: the second test shows what the first one imported.
test.describe.configure({ mode: 'serial' });

const LABEL = 'Upload your file here. (Only xlsx files are allowed)';
const IBAN = 'DE44500105175407324931';
const HEADER = ['amount', 'transfer_service', 'customer_name', 'customer_iban'];
/** The sheet rows (1 = header) of the three bad rows, and the cell each error lands in. */
const BAD = { 6: 'D6', 21: 'A21', 41: 'B41' } as const;

/** 50 payments; unless `fixed`, sheet rows 6, 21 and 41 carry a bad IBAN, amount and service. */
async function paymentsFile(fixed: boolean, tag: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(HEADER);
  for (let i = 1; i <= 50; i++) {
    const sheetRow = i + 1;
    const row: unknown[] = [`1.${String(i).padStart(2, '0')}`, 'sepa', `Payee ${tag} ${i}`, IBAN];
    if (!fixed && sheetRow === 6) row[3] = 'DE00 1234';
    if (!fixed && sheetRow === 21) row[0] = '1.001';
    if (!fixed && sheetRow === 41) row[1] = 'pigeon';
    ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Import transactions of Acme, read through the API as its manager. */
async function importedPending(page: Page, tag: string): Promise<number> {
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'manager@acme.test', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).data.token.access_token as string;
  const list = await page.request.get('/api/v2/manager/transactions?mode=progress&per_page=200', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = (await list.json()).data as Array<{ type: string; customer?: unknown }>;
  return rows.filter((t) => t.type === 'import' && JSON.stringify(t.customer).includes(tag)).length;
}

test('an xlsx with bad rows is previewed, annotated, fixed, imported live and lands in pending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `T${Date.now().toString(36)}`;
  await signInByApi(page, 'manager@acme.test');
  await page.goto('/manager/payments/import');
  await expect(page.getByRole('heading', { name: 'Import', exact: true })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Upload for preview' });
  await expect(submit).toBeDisabled();

  // 1. The file with three bad rows: statistics of the 47 good ones, the errors in the table.
  await page.getByLabel(LABEL).setInputFiles({
    name: 'payments.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await paymentsFile(false, tag),
  });
  await submit.click();
  await expect(page.locator('[data-stat="transactionsCount"]')).toHaveText('47');
  await expect(page.getByText('3 rows have errors.', { exact: false })).toBeVisible();
  for (const row of [5, 20, 40]) {
    await expect(page.locator(`tr[data-row="${row}"] .fp-row-error`)).toBeVisible();
  }
  // Sentences of the catalogue naming the row, the column and what to do (issue 38).
  await expect(page.locator('tr[data-row="5"] .fp-row-error')).toHaveText(
    'Row 5, IBAN: enter the payee’s IBAN, such as DE89 3704 0044 0532 0130 00.',
  );
  await expect(page.locator('tr[data-row="20"] .fp-row-error')).toHaveText(
    'Row 20, Amount: enter an amount such as 1,250.00, within the account’s balance and limits.',
  );
  await expect(page.locator('tr[data-row="40"] .fp-row-error')).toHaveText(
    'Row 40, Transfer service: enter a transfer service such as sepa or swift.',
  );
  await expect(page.getByRole('button', { name: 'Upload for preview' })).toBeDisabled();

  // 2. The annotated copy: '(Error: ...)' in exactly the three cells.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the file with errors' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payments-errors.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const marked: string[] = [];
  wb.worksheets[0]?.eachRow((row) =>
    row.eachCell((cell) => {
      if (String(cell.value).includes('(Error: ')) marked.push(cell.address);
    }),
  );
  expect(marked.sort()).toEqual(Object.values(BAD).sort());
  expect(String(wb.worksheets[0]?.getCell(BAD[6]).value)).toMatch(/^DE00 1234 \(Error: .+\)$/);

  // 3. The fixed file: 50 rows, confirmed with the code; the live notices and the progress.
  await page.getByLabel(LABEL).setInputFiles({
    name: 'payments.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await paymentsFile(true, tag),
  });
  await page.getByRole('button', { name: 'Upload for preview' }).click();
  await expect(page.locator('[data-stat="transactionsCount"]')).toHaveText('50');
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await answerOtp(page);
  const created = page.getByText(/^Import job #(\d+) created$/);
  await expect(created).toBeVisible();
  await expect(page.getByText('Processing will begin shortly')).toBeVisible();
  const id = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1];
  await expect(page.getByText(`Import job #${id} processing started`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Progress of import #${id}` })).toBeVisible();
  const done = page.getByText(`Import job #${id} finished successfully!`);
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Pending transactions' })).toHaveAttribute(
    'href',
    '/manager/transactions/progress',
  );
  // AC-8-03: the done notice goes after 3 s.
  await expect(done).toBeHidden({ timeout: 10_000 });
  expect(await importedPending(page, tag)).toBe(50);

  // 4. The imports list and the overview show it done.
  await page.goto('/manager/imports');
  const row = page.getByRole('row').filter({ hasText: 'payments.xlsx' }).first();
  await expect(row).toContainText('Done');
  await page.goto(`/manager/imports/${id}`);
  await expect(page.getByRole('heading', { name: `Import #${id}: payments.xlsx` })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
});

// The import screens at a phone's and a laptop's width, light and dark; `SCREENSHOTS=1`
// writes them to docs/screenshots/import/, otherwise into the test's output.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/import') : null;
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1366] as const) {
    test(`${width} px, ${scheme}: the preview with errors, the imports list, an import`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      const shot = (name: string) =>
        page.screenshot({
          path: SHOTS
            ? path.join(SHOTS, `${name}-${width}-${scheme}.png`)
            : info.outputPath(`${name}.png`),
          fullPage: true,
        });
      await page.setViewportSize({ width, height: 900 });
      await useScheme(page, scheme);
      await signInByApi(page, 'manager@acme.test');
      await page.goto('/manager/payments/import');
      await page.getByLabel(LABEL).setInputFiles({
        name: 'payments.xlsx',
        mimeType: 'application/octet-stream',
        buffer: await paymentsFile(false, 'shot'),
      });
      await page.getByRole('button', { name: 'Upload for preview' }).click();
      await expect(page.locator('[data-stat="transactionsCount"]')).toHaveText('47');
      await shot('import-preview');
      await page.goto('/manager/imports');
      const first = page.getByRole('row').filter({ hasText: 'payments.xlsx' }).first();
      await expect(first).toBeVisible();
      await shot('imports');
      await first.getByRole('link').first().click();
      await expect(
        page.getByRole('heading', { name: /^Import #\d+: payments\.xlsx$/ }),
      ).toBeVisible();
      await shot('import-overview');
    });
  }
}
