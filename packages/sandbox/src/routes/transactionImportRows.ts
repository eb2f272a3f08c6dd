import { WithdrawalDraft } from '@flexportal/core/contract';
import { ApiError } from '../http/errors.js';
import { checkAmount, type Quote, quoteWithdrawal } from '../ledger/operations.js';
import type { AccountRow } from './present.js';
import { customerOf, withdrawalPayee } from './transactions.js';

/** Most rows one import may carry. */
const IMPORT_MAX_ROWS = 1000;

/**
 * The columns an import file may have (docs/decisions.md): the withdrawal draft's payee
 * fields. Other columns are ignored, like unknown fields of a JSON draft.
 */
const IMPORT_COLUMNS = [
  'amount',
  'transfer_service',
  'customer_legal_type',
  'customer_name',
  'customer_first_name',
  'customer_last_name',
  'customer_iban',
  'customer_account',
  'customer_sort_code',
  'customer_street',
  'customer_city',
  'customer_post_code',
  'customer_country',
  'customer_ref_message',
  'bank_swift',
  'bank_name',
  'bank_country',
] as const;

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
  q: Quote;
  payee: string;
  customer: Record<string, unknown>;
}

/** The checked rows of a file and the errors keyed `sheet.row.column` (PP-4.5 import). */
export interface ImportCheck {
  rows: ImportRow[];
  errors: Record<string, string[]>;
}

/**
 * Checks every data row of an import against `source` as a withdrawal draft would be
 * checked. Error keys are `0.<row>.<column>`: sheet 0, rows counted from 0 at the header
 * (so the first data row is 1), as the portal writes them back into the spreadsheet.
 */
export function checkImportRows(table: string[][], source: AccountRow): ImportCheck {
  const errors: Record<string, string[]> = {};
  const [header, ...data] = table;
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  if (!columns.includes('amount')) {
    return { rows: [], errors: { file: ['The file needs a header row with an amount column.'] } };
  }
  if (data.length === 0) return { rows: [], errors: { file: ['The file has no rows.'] } };
  if (data.length > IMPORT_MAX_ROWS) {
    return { rows: [], errors: { file: [`The file may have at most ${IMPORT_MAX_ROWS} rows.`] } };
  }
  const rows: ImportRow[] = [];
  data.forEach((cells, index) => {
    const row = index + 1;
    const record: Record<string, string> = {};
    columns.forEach((name, i) => {
      const value = cells[i]?.trim() ?? '';
      if ((IMPORT_COLUMNS as readonly string[]).includes(name) && value !== '')
        record[name] = value;
    });
    const parsed = WithdrawalDraft.safeParse({ ...record, bank_account_id: source.id });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = `0.${row}.${issue.path.join('.') || 'amount'}`;
        errors[key] = [...(errors[key] ?? []), issue.message];
      }
      return;
    }
    try {
      const amount = checkAmount(parsed.data.amount, source);
      const payee = withdrawalPayee(parsed.data);
      rows.push({
        row,
        q: quoteWithdrawal(source, amount, parsed.data.transfer_service),
        payee: `iban:${payee}`,
        customer: customerOf(parsed.data),
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = (err.body.errors ?? {}) as Record<string, string[]>;
      for (const [field, messages] of Object.entries(fields))
        errors[`0.${row}.${field}`] = messages;
    }
  });
  return { rows, errors };
}
