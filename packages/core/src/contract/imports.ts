import { DecimalString } from './decimal.js';
import { z } from './zod.js';

/** Import statuses (AC-4-05), in the order a job goes through them. */
const IMPORT_STATUSES = ['QUEUE', 'PROCESSING', 'ERROR', 'DONE'] as const;

/** One of the import statuses (AC-4-05). */
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export { IMPORT_COLUMNS } from '../domain/importColumns.js';

/**
 * One import (AC-3-10, AC-3-11): file name, account, user, success and failed counts and
 * amounts, status, and the rows done so far for the progress bar. `errors` holds the
 * job's row errors keyed `sheet.row.column`; `actions.has_errors` says the errors file exists.
 */
export const Import = z.looseObject({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  bank_account: z.looseObject({ id: z.number().int(), name: z.string(), currency: z.string() }),
  user: z.looseObject({ id: z.number().int(), name: z.string() }),
  success_count: z.number().int(),
  amount: DecimalString,
  amount_with_fees: DecimalString,
  failed_count: z.number().int(),
  failed_amount: DecimalString,
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())),
  actions: z.looseObject({ has_errors: z.boolean() }),
  created_at: z.string(),
});

/** One import as the API hands it over. */
export type Import = z.infer<typeof Import>;

/** One data row of an import preview: its payee and money, or the raw amount when invalid. */
export const ImportPreviewRow = z.looseObject({
  row: z.number().int(),
  payee: z.string(),
  amount: z.string(),
  fee_amount: DecimalString.optional(),
  total_amount: DecimalString.optional(),
});

/** One preview row. */
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;
