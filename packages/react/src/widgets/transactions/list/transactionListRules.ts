import {
  type AdminTransactionMode,
  LIST_PERIODS,
  type ListPeriod,
  type ManagerTransactionMode,
  parseTransactionListQuery,
  type QueryInput,
} from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import type { ListFilters } from '../../../lists/listState.js';
import type { TransactionsProps } from './transactionsProps.js';

/** Query keys a transaction list reads (PP-2.4-14 to PP-2.4-18), aliases included. */
export const TRANSACTION_FILTER_KEYS: readonly string[] = [
  'bank_account_id',
  'bid',
  'company_id',
  'cid',
  'tid[]',
  'period',
  'from_date',
  'start_date',
  'to_date',
  'end_date',
];

/** A period the period filter offers. */
export type FilterPeriod = Exclude<ListPeriod, 'total'>;

/** Periods the period filter offers; `total` gives no dates, the same as none. */
export const FILTER_PERIODS: readonly FilterPeriod[] = LIST_PERIODS.filter(
  (p): p is FilterPeriod => p !== 'total',
);

/** Whether a period is one the filter offers. */
export const isFilterPeriod = (p: string | undefined): p is FilterPeriod =>
  (FILTER_PERIODS as readonly string[]).includes(p ?? '');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d+$/;

/** The starting filters a host gives as props, in the spec's query names. */
export function filtersFromProps(props: TransactionsProps): ListFilters {
  const out: Record<string, string | string[]> = {};
  if (props.bankAccountId !== undefined && props.bankAccountId !== '') {
    out.bank_account_id = String(props.bankAccountId);
  }
  const ids =
    typeof props.transactionIds === 'string'
      ? props.transactionIds.split(/[\s,]+/)
      : (props.transactionIds ?? []).map(String);
  if (ids.some(Boolean)) out['tid[]'] = ids.filter(Boolean);
  if (props.period) out.period = props.period;
  if (props.fromDate) out.from_date = props.fromDate;
  if (props.toDate) out.to_date = props.toDate;
  return out;
}

/** The filters as the screen reads them: aliases resolved, the period's dates filled in. */
export function readTransactionFilters(filters: ListFilters, now: Date = new Date()) {
  const record: QueryInput = Object.fromEntries(
    Object.entries(filters).map(([k, v]) => [k, typeof v === 'string' ? v : [...v]]),
  );
  return parseTransactionListQuery(record, now);
}

/**
 * The query of `GET manager/transactions` for a mode and the list's filters. Values that
 * cannot be what they name (an id that is not a number, a date that is not YYYY-MM-DD,
 * typed into a URL by hand) are left out rather than refused by the server.
 */
export function transactionRequestQuery(
  mode: ManagerTransactionMode | AdminTransactionMode,
  filters: ListFilters,
  now: Date = new Date(),
): Record<string, string | string[]> {
  const q = readTransactionFilters(filters, now);
  const out: Record<string, string | string[]> = { mode };
  if (q.bank_account_id && ID.test(q.bank_account_id)) out.bank_account_id = q.bank_account_id;
  if (q.company_id && ID.test(q.company_id)) out.company_id = q.company_id;
  const ids = q.transaction_ids?.filter((id) => ID.test(id)) ?? [];
  if (ids.length) out['tid[]'] = ids;
  if (q.from_date && ISO_DATE.test(q.from_date)) out.from_date = q.from_date;
  if (q.to_date && ISO_DATE.test(q.to_date)) out.to_date = q.to_date;
  return out;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Who a transaction pays or comes from: the customer's name, else its IBAN, account or wallet. */
export function payeeOf(tx: Pick<Transaction, 'customer'>): string {
  const c = tx.customer ?? {};
  const person = [text(c.customer_first_name), text(c.customer_last_name)].filter(Boolean);
  return (
    text(c.customer_name) ??
    text(c.name) ??
    (person.length ? person.join(' ') : undefined) ??
    text(c.customer_iban) ??
    text(c.customer_account) ??
    text(c.wallet) ??
    ''
  );
}

/** A transaction's link from a template with `{id}`. */
export function transactionHref(template: string, id: number): string {
  return template.replaceAll('{id}', encodeURIComponent(String(id)));
}

/**
 * Whose transactions a list shows: the company's own, its affiliates' (AC-7mgr-28,
 * /manager/affiliates/transactions/{mode}) or its white-labeled children's (AC-7mgr-29,
 * /manager/white-labeled/transactions/{mode}).
 */
const TRANSACTION_SOURCES = ['company', 'affiliates', 'white-labeled'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

const SOURCE_PATHS: Readonly<Record<TransactionSource, string>> = {
  company: 'manager/transactions',
  affiliates: 'manager/affiliates/transactions',
  'white-labeled': 'manager/white-label/transactions',
};

/** The source a prop or attribute names; anything else is the company's own list. */
export const transactionSource = (value: string | null | undefined): TransactionSource =>
  (TRANSACTION_SOURCES as readonly string[]).includes(value ?? '')
    ? (value as TransactionSource)
    : 'company';

/** The API path of a source's list (the same filters and modes on each). */
export const transactionListPath = (source: TransactionSource): string => SOURCE_PATHS[source];

/**
 * Whether the list's rows belong to the company itself: only then do the account filter and
 * column name its accounts and may a row open the overview (another company's transaction
 * is not the manager's to open).
 */
export const isOwnSource = (source: TransactionSource): boolean => source === 'company';
