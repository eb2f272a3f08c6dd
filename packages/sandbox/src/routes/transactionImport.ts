import { createHash } from 'node:crypto';
import { dataEnvelope, ImportPreview, Transaction } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { OtpListener } from '../auth/otp.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import { isCleanText } from '../http/inputGuard.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { outgoingMove } from '../ledger/moveLegs.js';
import {
  checkDuplicate,
  dedupeKeyOf,
  ownAccount,
  type Quote,
  totalOf,
} from '../ledger/operations.js';
import { postMoves } from '../ledger/postMove.js';
import { formatFixed } from '../lib/decimal.js';
import { publishAccounts } from '../live/routes.js';
import { checkImportRows, type ImportRow, parseCsv } from './transactionImportRows.js';
import { gateMove } from './transactions.js';

/** Largest import file accepted. */
const IMPORT_MAX_BYTES = 1_000_000;

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
  rows: z.array(z.looseObject({ row: z.number().int() })),
  errors: z.record(z.string(), z.array(z.string())),
});
const CreatedData = ImportPreview.extend({ transactions: z.array(Transaction) });

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
 * Bulk import (PP-7.4-10, PP-4.4): a CSV file of withdrawals from one fiat account.
 * `is_submit` false previews the statistics with per-row errors; true creates every row
 * in one database transaction (all or nothing), behind the duplicate check and the
 * one-time code bound to the account, the total and the file's hash.
 */
export function registerTransactionImport(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/transactions/import',
      summary: 'Import withdrawals from a CSV file: preview, then create (PP-7.4-10)',
      security: bearer,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: ImportForm } } },
      },
      responses: {
        200: jsonResponse(dataEnvelope(PreviewData), 'Preview with per-row errors'),
        201: jsonResponse(dataEnvelope(CreatedData), 'Created'),
        409: jsonResponse(z.looseObject({ message: z.string() }), 'Duplicate submit'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const company = companyOf(c);
      const source = await ownAccount(db, company.id, form.bank_account_id);
      if (source.currencyType !== 'fiat') {
        throw fieldError('bank_account_id', 'Imports need a fiat account.');
      }
      if (form.file.size > IMPORT_MAX_BYTES) {
        throw fieldError('file', 'The file may be at most 1 MB.');
      }
      const text = await form.file.text();
      // The boundary checks JSON and form fields (R15.8); a file's cells are checked here.
      if (!isCleanText(text)) {
        throw fieldError('file', 'The file may not contain NUL bytes or invalid characters.');
      }
      const { rows, errors } = checkImportRows(parseCsv(text), source);
      const stats = statistics(rows, source.subUnit);
      if (!isOn(form.is_submit)) {
        const preview = rows.map((r) => ({
          row: r.row,
          amount: formatFixed(r.q.amount, source.subUnit),
          fee_amount: formatFixed(r.q.fee, source.subUnit),
          total_amount: formatFixed(totalOf(r.q), source.subUnit),
          payee: r.payee.replace(/^iban:/, ''),
        }));
        return c.json(
          { data: { ...stats, currency: source.currency, rows: preview, errors } },
          200,
        );
      }
      if (Object.keys(errors).length > 0 || rows.length === 0) {
        throw new ApiError(422, 'The file has errors; nothing was imported.', { errors });
      }
      const q = batchQuote(rows);
      const fileHash = createHash('sha256').update(text).digest('hex');
      const payee = `import:${fileHash}`;
      const dedupeKey = dedupeKeyOf(isOn(form.bypass_duplicate_check), company.id, q, payee);
      await checkDuplicate(db, dedupeKey, deps.config.now());
      const amounts = rows.map((r) => r.q.amount);
      await gateMove(deps, c, { action: 'import', q, payee, amounts }, onEmailCode);
      const moves = [];
      for (const r of rows) moves.push(await outgoingMove(db, r.q, 'import', r.customer));
      const created = await postMoves(db, moves, {
        companyId: company.id,
        userId: c.get('auth').user.id,
        dedupeKey,
        now: deps.config.now(),
      });
      await publishAccounts(deps, company.id, [source.id]);
      return c.json({ data: { ...stats, transactions: created } }, 201);
    },
  );
}
