import type { BadgeTone } from '../../../ui/Badge.js';

/**
 * The query of `GET a/transactions/check-records` from the list's filters: `only_failed`
 * only when asked for (`true`), the company when the screen is given one.
 */
export function checkRecordQuery(
  filters: Readonly<Record<string, unknown>>,
  companyId?: number,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.only_failed === 'true' || filters.only_failed === true) query.only_failed = 'true';
  if (companyId !== undefined && Number.isInteger(companyId) && companyId > 0)
    query.company_id = String(companyId);
  return query;
}

/** A record's verdict: balanced (its postings sum to zero per currency) or not. */
export function checkRecordTone(record: { balanced: boolean }): BadgeTone {
  return record.balanced ? 'success' : 'danger';
}
