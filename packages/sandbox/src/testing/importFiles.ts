import ExcelJS from 'exceljs';
import { makeConfig } from '../config.js';
import { imports } from '../db/schemaImports.js';
import { toUnits } from '../lib/decimal.js';
import type { LiveHub } from '../live/hub.js';
import { runImportJob } from '../routes/importJob.js';
import type { Harness } from './harness.js';

/** The columns of a transactions import file. */
const IMPORT_HEADER = ['amount', 'transfer_service', 'customer_name', 'customer_iban'];

/** An xlsx with the header and rows as exceljs (like Excel) writes it: the sheet before its strings. */
export async function importXlsx(rows: unknown[][], header = IMPORT_HEADER): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** `manager/transactions/import` with the form's fields and `bytes` as its file, as `token`. */
export function uploadImport(
  h: Harness,
  token: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  name: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new File([bytes as BlobPart], name));
  return Promise.resolve(
    h.app.request('/api/v2/manager/transactions/import', {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...headers },
    }),
  );
}

/**
 * An import of `token`'s user into `bankAccountId` whose job has run: row 1 (10) posts, row 2
 * (99999999, more than any balance) fails, so the job ends in ERROR with an errors file.
 * Answers its id and the original file.
 */
export async function failedImportJob(
  h: Harness,
  token: string,
  bankAccountId: number,
  fileName: string,
  live: LiveHub,
): Promise<{ id: number; bytes: Uint8Array }> {
  const me = (await (await h.call('GET', '/auth/me', { token })).json()).data;
  const iban = 'DE44500105175407324931';
  const bytes = await importXlsx([
    [10, 'sepa', 'Fine', iban],
    [99999999, 'sepa', 'Too much', iban],
  ]);
  const [row] = await h.database.db
    .insert(imports)
    .values({
      companyId: me.company.id,
      userId: me.id,
      bankAccountId,
      fileName,
      originalFile: Buffer.from(bytes).toString('base64'),
      rows: [
        { row: 1, units: String(toUnits('10')), service: 'sepa', customer: {} },
        { row: 2, units: String(toUnits('99999999')), service: 'sepa', customer: {} },
      ],
      rowsTotal: 2,
    })
    .returning({ id: imports.id });
  const id = row?.id as number;
  await runImportJob({ db: h.database.db, config: makeConfig({ importPaceMs: 0 }), live }, id);
  return { id, bytes };
}
