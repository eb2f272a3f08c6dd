import { isListPeriod, type ListPeriod, periodRange } from '../contract/listPeriod.js';
import { type QueryInput, queryValue, queryValues } from './queryInput.js';

export { type ListPeriod, periodRange };

/**
 * What a transaction list page reads from its URL query (PP-2.4-14 to PP-2.4-18); the
 * request's query the server reads is the contract's `TransactionListQuery`.
 */
export interface TransactionPageQuery {
  /** From `bank_account_id` or `bid`. */
  bank_account_id?: string;
  /** From `company_id` or `cid`. */
  company_id?: string;
  /** From `tid[]`. */
  transaction_ids?: string[];
  /** From `period`; gives the default dates. */
  period?: ListPeriod;
  /** From `from_date` or `start_date`, else the period start. */
  from_date?: string;
  /** From `to_date` or `end_date`, else the period end. */
  to_date?: string;
}

const first = (q: QueryInput, ...keys: string[]) => {
  for (const k of keys) {
    const v = queryValue(q, k);
    if (v) return v;
  }
  return undefined;
};

/**
 * Reads a transaction list query: bank_account_id or bid, company_id or cid, tid[],
 * from_date or start_date, to_date or end_date; period gives the default start and end.
 */
export function parseTransactionListQuery(
  query: QueryInput,
  now: Date = new Date(),
): TransactionPageQuery {
  const out: TransactionPageQuery = {};
  const bank = first(query, 'bank_account_id', 'bid');
  if (bank) out.bank_account_id = bank;
  const company = first(query, 'company_id', 'cid');
  if (company) out.company_id = company;
  const ids = queryValues(query, 'tid[]').filter(Boolean);
  if (ids.length) out.transaction_ids = ids;
  const period = queryValue(query, 'period');
  const range = isListPeriod(period) ? periodRange(period, now) : {};
  if (isListPeriod(period)) out.period = period;
  const from = first(query, 'from_date', 'start_date') ?? range.from;
  const to = first(query, 'to_date', 'end_date') ?? range.to;
  if (from) out.from_date = from;
  if (to) out.to_date = to;
  return out;
}

/** Reports page query (AC-2query): bank_account_id or bid, report_id or rid. */
export function parseReportQuery(query: QueryInput): {
  /** From `bank_account_id` or `bid`. */
  bank_account_id?: string;
  report_id?: string;
} {
  const out: { bank_account_id?: string; report_id?: string } = {};
  const bank = first(query, 'bank_account_id', 'bid');
  if (bank) out.bank_account_id = bank;
  const report = first(query, 'report_id', 'rid');
  if (report) out.report_id = report;
  return out;
}
