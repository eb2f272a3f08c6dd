import { z } from 'zod';
import { DecimalString } from './decimal.js';

/** Import statuses (AC-4-05), in the order a job goes through them. */
export const IMPORT_STATUSES = ['QUEUE', 'PROCESSING', 'ERROR', 'DONE'] as const;

/** One of the import statuses (AC-4-05). */
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * The columns of an import file (docs/decisions.md, "Import is xlsx"): the withdrawal
 * draft's payee fields, `amount` first. The template download writes them as the header;
 * the sandbox ignores other columns, like unknown fields of a JSON draft.
 */
export const IMPORT_COLUMNS = [
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
