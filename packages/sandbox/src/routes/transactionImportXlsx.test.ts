import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRefusal } from '../lib/xlsxTable.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';
import { failedImportJob, importXlsx, uploadImport } from '../testing/importFiles.js';

const { live } = recordingLive();
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'globex'],
  accountsOf: ['acme', 'globex'],
  app: { live, importPaceMs: 0 },
});

const IBAN = 'DE44500105175407324931';
const xlsx = importXlsx;
const upload = (fields: Record<string, string>, bytes: Uint8Array, name = 'payments.xlsx') =>
  uploadImport(h, tokens.acme, fields, bytes, name);

const get = (path: string, token = tokens.acme) =>
  h.app.request(`/api/v2/${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe('xlsx import (PP-5-10, PP-3.3-16)', () => {
  it('reads numbers and text cells, keys errors by sheet.row.column of the sheet', async () => {
    const bytes = await xlsx([
      [100, 'sepa', 'Wayne', IBAN],
      [],
      ['12.5', 'sepa', 'Bad', 'DE00XX'],
      [1.001, 'sepa', 'Precise', IBAN],
    ]);
    const res = await upload({ bank_account_id: String(ids['Acme EUR main']) }, bytes);
    expect(res.status).toBe(200);
    const body = (await json(res)).data;
    expect(body).toMatchObject({ transactionsCount: 1, transactionsAmount: '100.00' });
    // The blank sheet row 3 still counts: the bad rows are sheet rows 4 and 5.
    expect(Object.keys(body.errors).sort()).toEqual(['0.3.customer_iban', '0.4.amount']);
    expect(body.rows.map((r: { row: number }) => r.row)).toEqual([1, 3, 4]);
  });

  it('refuses not-xlsx, empty, corrupted, zip-bomb and oversized files with 422 on file', async () => {
    const aid = String(ids['Acme EUR main']);
    const good = await xlsx([[1, 'sepa', 'W', IBAN]]);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['amount', 'a'.repeat(4_000_000)]);
    const bomb = new Uint8Array(await wb.xlsx.writeBuffer());
    const cases: Array<[Uint8Array, string]> = [
      [new TextEncoder().encode('amount\n1'), 'Only xlsx files are allowed.'],
      [new Uint8Array(0), 'The file is empty.'],
      [good.slice(0, good.length - 30), 'The file is corrupted.'],
      [bomb, 'The file unpacks to too much data.'],
      [new Uint8Array(2_050_000), 'The file may be at most 2 MB.'],
    ];
    expect(bomb.length).toBeLessThan(100_000);
    for (const [bytes, message] of cases) {
      const res = await upload({ bank_account_id: aid, is_submit: '1' }, bytes);
      expect(res.status, message).toBe(422);
      expect(res.headers.get('X-OTP-Required')).toBeNull();
      expect((await json(res)).errors.file).toEqual([message]);
    }
    expect(await xlsxRefusal(good)).toBeNull();
  });

  it('runs a job whose failing row ends in ERROR with an annotated errors file', async () => {
    const { id, bytes } = await failedImportJob(
      h,
      tokens.acme,
      ids['Acme EUR main'] as number,
      'big.xlsx',
      live,
    );
    const imp = (await json(await get(`manager/imports/${id}`))).data;
    expect(imp).toMatchObject({
      status: 'ERROR',
      success_count: 1,
      amount: '10.00',
      failed_count: 1,
      failed_amount: '99999999.00',
      actions: { has_errors: true },
    });
    expect(Object.keys(imp.errors)).toEqual(['0.2.amount']);
    const list = (await json(await get('manager/imports'))).data;
    expect(list[0]).toMatchObject({ id, file_name: 'big.xlsx' });
    const file = await get(`manager/imports/${id}/downloads/errors-file`);
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="errors-big.xlsx"; filename*=UTF-8''errors-big.xlsx`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getCell(3, 1).value).toBe('99999999 (Error: Insufficient funds.)');
    expect(sheet.getCell(2, 1).value).toBe(10);
    const original = await get(`manager/imports/${id}/downloads/original-file`);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes);
    // Another company sees none of it.
    expect((await get(`manager/imports/${id}`, tokens.globex)).status).toBe(404);
    expect((await get(`manager/imports/${id}/downloads/errors-file`, tokens.globex)).status).toBe(
      404,
    );
    expect((await get('manager/imports', tokens.globex)).status).toBe(200);
  });
});
