import { CheckRecord, dataEnvelope, listEnvelope, Transaction } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { count, eq, sql } from 'drizzle-orm';
import { transactions } from '../../db/schema.js';
import { SUB_UNITS } from '../../db/seed.js';
import type { Api, Deps } from '../../http/env.js';
import { notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { historyOf } from '../../ledger/history.js';
import { PageQuery } from '../bankAccounts.js';
import { money, presentTransaction, type TransactionRow } from '../present.js';
import { transactionOrder } from '../transactionFilters.js';
import { HistoryItem } from '../transactionReads.js';
import { pageOf } from './shared.js';
import {
  AdminFilterQuery,
  AdminListQuery,
  adminTransactionWhere,
  TRANSACTION_COLUMNS,
} from './transactionQuery.js';

const AdminTransaction = Transaction.extend({ company_id: z.number().int() });
const presentAdminTransaction = (t: TransactionRow) => ({
  ...presentTransaction(t),
  company_id: t.companyId,
});

const Statistic = z.object({
  total: z.number().int(),
  modes: z.record(z.string(), z.number().int()),
  currencies: z.array(
    z.object({
      currency: z.string(),
      count: z.number().int(),
      amount: z.string(),
      fee: z.string(),
    }),
  ),
});

const CheckRecordsQuery = PageQuery.extend({
  company_id: IdParam.shape.id.optional(),
  only_failed: z
    .enum(['true', 'false', '1', '0'], { error: 'only_failed must be true or false.' })
    .optional(),
});

/**
 * `a/transactions` reads (AC-7admin-01): list across companies, statistic, columns,
 * check-records, one, {id}/history. The static paths are registered before `{id}`.
 */
export function registerAdminTransactions(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/transactions',
      summary:
        'Transactions of every company: company_id|cid, bank_account_id|bid, mode, type, tid[], period, dates, order (AC-7admin-01)',
      security: bearer,
      request: { query: AdminListQuery },
      responses: {
        200: jsonResponse(listEnvelope(AdminTransaction), 'Transactions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const cond = adminTransactionWhere(q, deps.config.now());
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(transactions).where(cond),
        (limit, offset) =>
          db
            .select()
            .from(transactions)
            .where(cond)
            .orderBy(...transactionOrder(q))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentAdminTransaction) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/transactions/statistic',
      summary: 'Counts per mode and sums per currency under the list filters (AC-7admin-01)',
      security: bearer,
      request: { query: AdminFilterQuery },
      responses: { 200: jsonResponse(dataEnvelope(Statistic), 'Statistic'), ...errorResponses },
    }),
    async (c) => {
      const cond = adminTransactionWhere(c.req.valid('query'), deps.config.now());
      const [byStatus, byCurrency] = await Promise.all([
        db
          .select({ status: transactions.status, n: count() })
          .from(transactions)
          .where(cond)
          .groupBy(transactions.status),
        db
          .select({
            currency: transactions.currency,
            n: count(),
            // Summed in NUMERIC and read as text: no float on the way.
            amount: sql<string>`coalesce(sum(${transactions.amount}), 0)::text`,
            fee: sql<string>`coalesce(sum(${transactions.fee}), 0)::text`,
          })
          .from(transactions)
          .where(cond)
          .groupBy(transactions.currency)
          .orderBy(transactions.currency),
      ]);
      const modes: Record<string, number> = { api: 0, settled: 0, progress: 0, denied: 0 };
      for (const r of byStatus) modes[r.status] = r.n;
      const currencies = byCurrency.map((r) => ({
        currency: r.currency,
        count: r.n,
        amount: money(r.amount, SUB_UNITS[r.currency] ?? 2),
        fee: money(r.fee, SUB_UNITS[r.currency] ?? 2),
      }));
      const total = byStatus.reduce((t, r) => t + r.n, 0);
      return c.json({ data: { total, modes, currencies } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/transactions/columns',
      summary: 'Columns of the administrator transaction table (AC-7admin-01)',
      security: bearer,
      responses: {
        200: jsonResponse(
          dataEnvelope(
            z.array(z.object({ key: z.string(), label: z.string(), sortable: z.boolean() })),
          ),
          'Columns',
        ),
        ...errorResponses,
      },
    }),
    (c) => c.json({ data: TRANSACTION_COLUMNS.map((col) => ({ ...col })) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/transactions/check-records',
      summary:
        'Ledger check per transaction: its postings and whether they sum to zero per currency; only_failed, company_id (AC-7admin-01, AC-2admin-08)',
      security: bearer,
      request: { query: CheckRecordsQuery },
      responses: {
        200: jsonResponse(listEnvelope(CheckRecord), 'Check records'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const company = q.company_id ? sql`t.company_id = ${q.company_id}` : sql`true`;
      const failed = q.only_failed === 'true' || q.only_failed === '1';
      // Per transaction and currency first, then per transaction: balanced when every
      // currency's postings sum to exactly zero (NUMERIC, no rounding).
      const base = sql`
        with sums as (
          select t.id as transaction_id, t.company_id, t.type, t.created_at, p.currency,
                 coalesce(sum(p.amount), 0) as total, count(p.id) as n
          from ${transactions} t left join ledger_postings p on p.transaction_id = t.id
          where ${company}
          group by t.id, p.currency
        ), per as (
          select transaction_id, company_id, type, created_at, sum(n)::int as postings,
                 bool_and(total = 0) as balanced,
                 coalesce(array_agg(currency order by currency)
                   filter (where currency is not null), '{}') as currencies
          from sums group by transaction_id, company_id, type, created_at
        )`;
      const only = failed ? sql`where not balanced` : sql``;
      const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
      const body = await pageOf(
        q,
        c.req.url,
        db
          .execute(sql`${base} select count(*)::int as total from per ${only}`)
          .then((r) => rows<{ total: number }>(r)),
        (limit, offset) =>
          db
            .execute(
              sql`${base} select * from per ${only} order by transaction_id desc limit ${limit} offset ${offset}`,
            )
            .then((r) =>
              rows<{
                transaction_id: number;
                company_id: number;
                type: string;
                created_at: string | Date;
                postings: number;
                balanced: boolean;
                currencies: string[];
              }>(r),
            ),
      );
      const data = body.data.map((r) => ({
        transaction_id: Number(r.transaction_id),
        company_id: Number(r.company_id),
        type: r.type,
        created_at: new Date(r.created_at).toISOString(),
        postings: Number(r.postings),
        currencies: r.currencies,
        balanced: r.balanced,
      }));
      return c.json({ ...body, data }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/transactions/{id}',
      summary: 'One transaction of any company, with its history (AC-7admin-01)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(
          dataEnvelope(AdminTransaction.extend({ history: z.array(HistoryItem) })),
          'Transaction',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findTransaction(deps, c.req.valid('param').id);
      const history = await historyOf(db, row.id);
      return c.json({ data: { ...presentAdminTransaction(row), history } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/transactions/{id}/history',
      summary: "A transaction's history, oldest first (AC-7admin-01, AC-2admin-06)",
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(HistoryItem)), 'History'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findTransaction(deps, c.req.valid('param').id);
      return c.json({ data: await historyOf(db, row.id) }, 200);
    },
  );
}

/** A transaction of any company; 404 when the id does not exist. */
async function findTransaction(deps: Pick<Deps, 'db'>, id: number): Promise<TransactionRow> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw notFound('Transaction not found.');
  return row;
}
