import { periodRange, TransactionListQuery } from '@flexportal/core/contract';
import { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { transactions } from '../db/schema.js';

const Id = z.coerce
  .number({ error: 'Each id must be a positive integer.' })
  .int('Each id must be a positive integer.')
  .positive('Each id must be a positive integer.')
  .max(2147483647, 'Each id must be a positive integer.');
/** `tid[]=1&tid[]=2`, or one `tid[]=1` (the query parser hands over a string then). */
const IdList = z
  .union([Id, z.array(Id).max(100, 'At most 100 ids.')], {
    error: 'Each id must be a positive integer (at most 100).',
  })
  .optional();

/**
 * A YYYY-MM-DD date between 1900 and 2999: the day after it must still be an instant
 * PostgreSQL reads (year 10000 would be a 500, not a 422).
 */
export const DateParam = z
  .string()
  .date('The date must be a valid YYYY-MM-DD date.')
  .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'The date must be between 1900 and 2999.')
  .optional();

const PERIODS = ['current_month', 'previous_month', 'current_year', 'total'] as const;

/**
 * The PP-2.4 list filters beyond the contract's (PP-2.4-14..18): company (company_id or
 * cid), transaction ids (tid[] or tid), and period, which gives default dates; explicit
 * from/start and to/end dates win.
 */
const Extra = {
  company_id: Id.optional(),
  cid: Id.optional(),
  'tid[]': IdList,
  tid: IdList,
  period: z.enum(PERIODS, { error: `The period must be one of ${PERIODS.join(', ')}.` }).optional(),
  from_date: DateParam,
  start_date: DateParam,
  to_date: DateParam,
  end_date: DateParam,
};

/** Query of `GET manager/transactions`: filters, paging and ordering. */
export const ListQuery = TransactionListQuery.extend({
  ...Extra,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  order_by: z
    .enum(['created_at', 'amount', 'id'], { error: 'order_by must be created_at, amount or id.' })
    .default('id'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc.' }).default('desc'),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Query of `GET manager/transactions-metadata`: the same filters, no paging or mode. */
export const FilterQuery = TransactionListQuery.omit({
  page: true,
  per_page: true,
  mode: true,
}).extend(Extra);
export type FilterQuery = z.infer<typeof FilterQuery>;

const asList = (v: number | number[] | undefined) =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

/** The day after a YYYY-MM-DD date, as an ISO instant (exclusive end of `to`). */
export const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * WHERE of a company's transaction list. A company_id/cid other than the caller's
 * matches nothing (an empty list, not an error: a manager sees only their company);
 * ids and accounts of other companies likewise simply match nothing.
 */
export function transactionWhere(
  q: FilterQuery & { mode?: string | undefined },
  companyId: number,
  now: number,
): SQL {
  const where: SQL[] = [eq(transactions.companyId, companyId)];
  const cid = q.company_id ?? q.cid;
  if (cid !== undefined && cid !== companyId) where.push(sql`false`);
  return and(...where, ...filterConditions(q, now)) as SQL;
}

/**
 * The list's filters apart from the company, shared by the manager's and the
 * administrator's lists: account (either side), status, ids, period or dates.
 */
export function filterConditions(
  q: FilterQuery & { mode?: string | undefined },
  now: number,
): SQL[] {
  const where: SQL[] = [];
  const accountId = q.bank_account_id ?? q.bid;
  if (accountId) {
    where.push(
      or(eq(transactions.bankAccountId, accountId), eq(transactions.toAccountId, accountId)) as SQL,
    );
  }
  if (q.mode) where.push(eq(transactions.status, q.mode));
  const ids = [...new Set([...asList(q['tid[]']), ...asList(q.tid)])];
  if (ids.length > 0) where.push(inArray(transactions.id, ids));
  const range = q.period ? periodRange(q.period, new Date(now)) : {};
  const from = q.from_date ?? q.start_date ?? range.from;
  const to = q.to_date ?? q.end_date ?? range.to;
  if (from) where.push(gte(transactions.createdAt, `${from}T00:00:00Z`));
  if (to) where.push(lt(transactions.createdAt, dayAfter(to)));
  return where;
}

/** ORDER BY of the list: the chosen column, then id in the same direction. */
export function transactionOrder(q: Pick<ListQuery, 'order_by' | 'order'>): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  const column =
    q.order_by === 'amount'
      ? transactions.amount
      : q.order_by === 'created_at'
        ? transactions.createdAt
        : transactions.id;
  return column === transactions.id ? [dir(transactions.id)] : [dir(column), dir(transactions.id)];
}
