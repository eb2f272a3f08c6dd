import { z } from '@hono/zod-openapi';
import { and, eq, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema.js';
import { FilterQuery, filterConditions, ListQuery } from '../transactionFilters.js';

const TYPE = z
  .string()
  .regex(/^[a-z_]{2,20}$/, 'The type must be a transaction type such as withdrawal.')
  .optional();

/** `GET a/transactions`: the manager list's filters across companies, plus `type`. */
export const AdminListQuery = ListQuery.extend({ type: TYPE });
/** `a/transactions/statistic`: the same filters without paging. */
export const AdminFilterQuery = FilterQuery.extend({ type: TYPE, mode: ListQuery.shape.mode });
export type AdminFilterQuery = z.infer<typeof AdminFilterQuery>;

/**
 * WHERE of the administrator's transaction list: every company unless company_id/cid
 * narrows it; otherwise the manager list's filters (account, mode, ids, period, dates).
 */
export function adminTransactionWhere(q: AdminFilterQuery, now: number): SQL | undefined {
  const where: SQL[] = [];
  const cid = q.company_id ?? q.cid;
  if (cid !== undefined) where.push(eq(transactions.companyId, cid));
  if (q.type) where.push(eq(transactions.type, q.type));
  where.push(...filterConditions(q, now));
  return where.length ? and(...where) : undefined;
}

/** The columns of the administrator's transaction table (`a/transactions/columns`). */
export const TRANSACTION_COLUMNS = [
  { key: 'name', label: 'Transaction', sortable: false },
  { key: 'company_id', label: 'Company', sortable: false },
  { key: 'type', label: 'Type', sortable: false },
  { key: 'status', label: 'Status', sortable: false },
  { key: 'amount', label: 'Amount', sortable: true },
  { key: 'fee_amount', label: 'Fee', sortable: false },
  { key: 'total_amount', label: 'Total', sortable: false },
  { key: 'currency', label: 'Currency', sortable: false },
  { key: 'transmission_protocol', label: 'Protocol', sortable: false },
  { key: 'created_at', label: 'Created', sortable: true },
] as const;
