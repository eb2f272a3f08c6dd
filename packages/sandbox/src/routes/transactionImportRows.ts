import type { TransferService } from '@flexportal/core';
import { IMPORT_COLUMNS, type ImportPreviewRow, WithdrawalDraft } from '@flexportal/core/contract';
import { ApiError } from '../http/errors.js';
import { checkAmount, type Quote, quoteWithdrawal, totalOf } from '../ledger/operations.js';
import { formatFixed } from '../lib/decimal.js';
import type { SheetRow } from '../lib/xlsxTable.js';
import type { AccountRow } from './present.js';
import { customerOf, withdrawalPayee } from './transactions.js';

/**
 * A withdrawal draft narrowed to what an import row can carry: the same field rules, but
 * the other thirty fields (never present in a row) are not walked 10,000 times (P5).
 */
const ImportRowDraft = WithdrawalDraft.pick({
  bank_account_id: true,
  ...(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, true])) as Record<
    (typeof IMPORT_COLUMNS)[number],
    true
  >),
});

/** Most rows one import may carry. */
export const IMPORT_MAX_ROWS = 10_000;

/**
 * Parses CSV text (RFC 4180: `,` separated, `"` quoted, `""` an escaped quote, CRLF or
 * LF line ends) into rows of cells. Blank lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

/** One valid row: its quote, payee and the customer fields kept on the transaction. */
export interface ImportRow {
  row: number;
  /** The transfer service the row is priced with. */
  service: TransferService;
  q: Quote;
  payee: string;
  customer: Record<string, unknown>;
}

/** The checked rows of a file and the errors keyed `sheet.row.column` (PP-4.5 import). */
export interface ImportCheck {
  rows: ImportRow[];
  errors: Record<string, string[]>;
  /** Every data row as the preview table shows it, valid or not. */
  preview: ImportPreviewRow[];
}

/**
 * Checks every data row of an import against `source` as a withdrawal draft would be
 * checked. Error keys are `0.<row>.<column>`: sheet 0, rows counted from 0 at the header
 * (so the first data row is 1), as the portal writes them back into the spreadsheet.
 */
export function checkImportRows(table: readonly SheetRow[], source: AccountRow): ImportCheck {
  const errors: Record<string, string[]> = {};
  const [header, ...data] = table;
  const columns = (header?.cells ?? []).map((h) => h.trim().toLowerCase());
  if (!columns.includes('amount')) {
    return {
      rows: [],
      preview: [],
      errors: { file: ['The file needs a header row with an amount column.'] },
    };
  }
  if (data.length === 0)
    return { rows: [], preview: [], errors: { file: ['The file has no rows.'] } };
  if (data.length > IMPORT_MAX_ROWS) {
    return {
      rows: [],
      preview: [],
      errors: { file: [`The file may have at most ${IMPORT_MAX_ROWS} rows.`] },
    };
  }
  const rows: ImportRow[] = [];
  const preview: ImportPreviewRow[] = [];
  // The header's known columns, once (not looked up again for each of 10,000 rows).
  const known = columns.flatMap((name, i) =>
    (IMPORT_COLUMNS as readonly string[]).includes(name) ? [{ name, i }] : [],
  );
  for (const { number, cells } of data) {
    // Rows count from zero at the sheet's first row, the header (PP-5-14).
    const row = number - 1;
    const record: Record<string, string | number> = { bank_account_id: source.id };
    for (const { name, i } of known) {
      const value = cells[i]?.trim() ?? '';
      if (value !== '') record[name] = value;
    }
    const parsed = ImportRowDraft.safeParse(record);
    const text = (name: string) => (record[name] as string | undefined) ?? '';
    const payee = text('customer_iban') || text('customer_account') || text('customer_name');
    preview.push({ row, payee, amount: text('amount') });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = `0.${row}.${issue.path.join('.') || 'amount'}`;
        errors[key] = [...(errors[key] ?? []), issue.message];
      }
      continue;
    }
    try {
      const amount = checkAmount(parsed.data.amount, source);
      const q = quoteWithdrawal(source, amount, parsed.data.transfer_service);
      rows.push({
        row,
        service: parsed.data.transfer_service,
        q,
        payee: `iban:${withdrawalPayee(parsed.data)}`,
        customer: customerOf(parsed.data),
      });
      preview[preview.length - 1] = {
        row,
        payee,
        amount: formatFixed(q.amount, source.subUnit),
        fee_amount: formatFixed(q.fee, source.subUnit),
        total_amount: formatFixed(totalOf(q), source.subUnit),
      };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = (err.body.errors ?? {}) as Record<string, string[]>;
      for (const [field, messages] of Object.entries(fields))
        errors[`0.${row}.${field}`] = messages;
    }
  }
  return { rows, errors, preview };
}

/** CSV rows (the second format) numbered as a sheet: the header is row 1. */
export function csvRows(text: string): SheetRow[] {
  return parseCsv(text).map((cells, i) => ({ number: i + 1, cells }));
}
