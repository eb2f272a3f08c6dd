import type {
  GenerateReportRequest,
  ListPeriod,
  Report,
  ReportFormat,
} from '@flexportal/core/contract';
import type { BadgeTone } from '../../../ui/Badge.js';

/** The generate form's draft: every value as the controls hold it. */
export interface GenerateReportValues {
  /** The account's id, '' until one is chosen. */
  bank_account_id: string;
  /** The report period (AC-3-13); previous_month by default, a month already closed. */
  period: ListPeriod;
  /** csv, pdf or xlsx. */
  format: ReportFormat;
}

/** A fresh draft: the given account (the page's bank_account_id or bid) or none. */
export const initialReportValues = (accountId?: number | null): GenerateReportValues => ({
  bank_account_id: accountId ? String(accountId) : '',
  period: 'previous_month',
  format: 'csv',
});

/**
 * The body of `POST manager/reports/approved-transactions`. An unchosen account is sent as
 * 0, which the server refuses beside the field (the one place the rule lives).
 */
export function generateReportBody(values: GenerateReportValues): GenerateReportRequest {
  const id = Number(values.bank_account_id);
  return {
    bank_account_id: Number.isSafeInteger(id) && id > 0 ? id : 0,
    period: values.period,
    format: values.format,
  };
}

/** Whether any report of the page is still being generated (the list then refreshes). */
export const hasPendingReport = (reports: readonly Pick<Report, 'status'>[]): boolean =>
  reports.some((r) => r.status === 'queued' || r.status === 'processing');

/** Whether a report's file can be downloaded. */
export const isDownloadable = (report: Pick<Report, 'status'>): boolean => report.status === 'done';

/** The colour of a report's status badge. */
export function reportStatusTone(status: Report['status']): BadgeTone {
  if (status === 'done') return 'success';
  if (status === 'error') return 'danger';
  return 'info';
}

/**
 * The account of the page from its query (AC-2query-01: bank_account_id or bid), or null
 * when neither is a positive integer.
 */
export function reportsAccountOf(query: { bankAccountId?: unknown; bid?: unknown }): number | null {
  for (const v of [query.bankAccountId, query.bid]) {
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}
