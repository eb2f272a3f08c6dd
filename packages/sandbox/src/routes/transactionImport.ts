import { createHash } from 'node:crypto';
import { dataEnvelope, Import, ImportPreview, ImportPreviewRow } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { OtpListener } from '../auth/otp.js';
import { imports } from '../db/schemaImports.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import { isCleanText } from '../http/inputGuard.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { ownAccount, type Quote, totalOf } from '../ledger/operations.js';
import { postMoves } from '../ledger/postMove.js';
import { formatFixed } from '../lib/decimal.js';
import { readXlsxRows, type SheetRow, XlsxRefused } from '../lib/xlsxTable.js';
import { runImportJob } from './importJob.js';
import { ownImport, presentImport, publishImport, type StoredImportRow } from './importStore.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';
import {
  checkImportRows,
  csvRows,
  IMPORT_MAX_ROWS,
  type ImportRow,
} from './transactionImportRows.js';

/** Largest import file accepted (a 10,000-row xlsx is about half of it). */
const IMPORT_MAX_BYTES = 2_000_000;

const Flag = z.enum(['0', '1', 'true', 'false']).optional();
const isOn = (v: string | undefined) => v === '1' || v === 'true';

/** Multipart form of `POST manager/transactions/import` (PP-3.3-15; aid is the account). */
const ImportForm = z.object({
  bank_account_id: z.coerce.number().int().positive(),
  file: z
    .custom<File>((v) => v instanceof File, { message: 'The file field is required.' })
    .openapi({ type: 'string', format: 'binary' }),
  is_submit: Flag,
  bypass_duplicate_check: Flag,
});

const PreviewData = ImportPreview.extend({
  currency: z.string(),
  rows: z.array(ImportPreviewRow),
  errors: z.record(z.string(), z.array(z.string())),
});
const CreatedData = ImportPreview.extend({ import: Import });

/** The sum of the rows as one quote: what the balance check and the code are bound to. */
function batchQuote(rows: ImportRow[]): Quote {
  const batch: Quote = { ...(rows[0] as ImportRow).q, amount: 0n, fee: 0n };
  for (const { q } of rows) {
    batch.amount += q.amount;
    batch.fee += q.fee;
  }
  return batch;
}

/** PP-3.3-16 statistics of the valid rows. */
function statistics(rows: ImportRow[], subUnit: number) {
  const amount = rows.reduce((s, r) => s + r.q.amount, 0n);
  const withFee = rows.reduce((s, r) => s + totalOf(r.q), 0n);
  return {
    transactionsCount: rows.length,
    transactionsAmount: formatFixed(amount, subUnit),
    transactionsAmountWithFee: formatFixed(withFee, subUnit),
  };
}

/**
 * The rows of an upload: xlsx (the format, PP-5-10) read from memory after every entry's
 * inflated bytes were counted (R16.6), or CSV (the second format) by name. Anything else,
 * an empty, corrupted, oversized or zip-bomb file answers 422 on `file`, before any code is
 * asked for. Nothing is written to disk, so nothing is left behind.
 */
async function tableOf(file: File): Promise<SheetRow[]> {
  if (file.size > IMPORT_MAX_BYTES) throw fieldError('file', 'The file may be at most 2 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (file.name.toLowerCase().endsWith('.csv')) {
    const text = new TextDecoder().decode(bytes);
    // The boundary checks JSON and form fields (R15.8); a file's cells are checked here.
    if (!isCleanText(text)) {
      throw fieldError('file', 'The file may not contain NUL bytes or invalid characters.');
    }
    return csvRows(text);
  }
  let rows: SheetRow[];
  try {
    rows = await readXlsxRows(bytes, IMPORT_MAX_ROWS + 1);
  } catch (error) {
    throw fieldError(
      'file',
      error instanceof XlsxRefused ? error.message : 'The file is corrupted.',
    );
  }
  if (rows.some((r) => r.cells.some((c) => !isCleanText(c)))) {
    throw fieldError('file', 'The file may not contain NUL bytes or invalid characters.');
  }
  return rows;
}

/**
 * Bulk import (PP-7.4-10, PP-4.4): an xlsx of withdrawals from one fiat account.
 * `is_submit` false previews the statistics with per-row errors; true (no row errors) asks
 * for the one-time code bound to the account, the total and the file's hash, stores the
 * import as QUEUE, publishes `import.created` and hands it to the background job.
 */
export function registerTransactionImport(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/import',
      summary: 'Import withdrawals from an xlsx file: preview, then create (PP-7.4-10)',
      security: bearer,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: ImportForm } } },
      },
      responses: {
        200: jsonResponse(dataEnvelope(PreviewData), 'Preview with per-row errors'),
        201: jsonResponse(dataEnvelope(CreatedData), 'Import queued'),
        409: jsonResponse(z.looseObject({ message: z.string() }), 'Duplicate submit'),
        ...errorResponses,
      },
    }),
    {
      action: 'import',
      example: { form: { bank_account_id: '@account:EUR', file: '@file:EUR', is_submit: '1' } },
    },
    async (c) => {
      const form = c.req.valid('form');
      const company = companyOf(c);
      const source = await ownAccount(db, company.id, form.bank_account_id);
      if (source.currencyType !== 'fiat') {
        throw fieldError('bank_account_id', 'Imports need a fiat account.');
      }
      const { rows, errors, preview } = checkImportRows(await tableOf(form.file), source);
      const stats = statistics(rows, source.subUnit);
      if (!isOn(form.is_submit)) {
        return c.json(
          { data: { ...stats, currency: source.currency, rows: preview, errors } },
          200,
        );
      }
      if (Object.keys(errors).length > 0 || rows.length === 0) {
        throw new ApiError(422, 'The file has errors; nothing was imported.', { errors });
      }
      const bytes = Buffer.from(await form.file.arrayBuffer());
      const q = batchQuote(rows);
      const fileHash = createHash('sha256').update(bytes).digest('hex');
      const userId = c.get('auth').user.id;
      const id = await runMoneyMove(
        deps,
        c,
        {
          companyId: company.id,
          q,
          payee: `import:${fileHash}`,
          amounts: rows.map((r) => r.q.amount),
          bypassDuplicate: isOn(form.bypass_duplicate_check),
          // The rows post later, one by one, in the job (it publishes the balances).
          publish: [],
          post: async (m) => {
            // Claims the duplicate key now.
            await postMoves(db, [], m);
            const stored: StoredImportRow[] = rows.map((r) => ({
              row: r.row,
              units: String(r.q.amount),
              service: r.service,
              customer: r.customer,
            }));
            const [created] = await db
              .insert(imports)
              .values({
                companyId: company.id,
                userId,
                bankAccountId: source.id,
                fileName: form.file.name.slice(0, 255) || 'import.xlsx',
                originalFile: bytes.toString('base64'),
                rows: stored,
                rowsTotal: stored.length,
              })
              .returning({ id: imports.id });
            const importId = (created as { id: number }).id;
            await publishImport(deps, company.id, importId, 'import.created');
            // Started inside the pipeline's write step: its postings carry this route's permit.
            void runImportJob(deps, importId);
            return importId;
          },
        },
        onEmailCode,
      );
      const joined = await ownImport(db, company.id, id);
      return c.json({ data: { ...stats, import: presentImport(joined) } }, 201);
    },
  );
}
