import { REPORT_FORMATS } from '../domain/supportLists.js';
import { ListPeriod } from './enums.js';
import { z } from './zod.js';

// Reports (AC-3-12, AC-3-13, AC-7mgr-20, AC-7mgr-21): the sandbox answers with these schemas
// and the reports screen reads their types.

/** One report file format. */
export const ReportFormat = z.enum(REPORT_FORMATS, {
  error: 'The format must be csv, pdf or xlsx.',
});
export type ReportFormat = z.infer<typeof ReportFormat>;

/** Where a report's background job is: queued, processing, done or error. */
const ReportStatus = z.enum(['queued', 'processing', 'done', 'error']);

/**
 * A report (AC-3-12): name, bank account, date from, date to, report period, status, format,
 * created at; `rows` counts the transactions it holds once done.
 */
export const Report = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  bank_account: z.looseObject({ id: z.number().int(), name: z.string(), currency: z.string() }),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  period: ListPeriod.nullable(),
  status: ReportStatus,
  format: ReportFormat,
  rows: z.number().int().nullable(),
  filename: z.string(),
  created_at: z.string(),
});
export type Report = z.infer<typeof Report>;

/**
 * Body of `POST manager/reports/approved-transactions`: the account, the format and either a
 * period (which gives the dates) or explicit dates; explicit dates win.
 */
export const GenerateReportRequest = z.object({
  bank_account_id: z.number().int().positive().max(2147483647),
  format: ReportFormat,
  period: ListPeriod.optional(),
  date_from: z.iso.date('The date must be a valid YYYY-MM-DD date.').optional(),
  date_to: z.iso.date('The date must be a valid YYYY-MM-DD date.').optional(),
});
export type GenerateReportRequest = z.infer<typeof GenerateReportRequest>;
