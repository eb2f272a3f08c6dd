import { dataEnvelope, listEnvelope, Transaction } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { transactions } from '../db/schema.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import { historyOf } from '../ledger/history.js';
import { textPdf } from '../lib/pdf.js';
import { presentTransaction } from './present.js';
import {
  FilterQuery,
  ListQuery,
  transactionOrder,
  transactionWhere,
} from './transactionFilters.js';

/** One line of `history` in `GET manager/transactions/{id}`. */
export const HistoryItem = z.object({
  status: z.string(),
  note: z.string(),
  created_at: z.string(),
});
const TransactionWithHistory = Transaction.extend({ history: z.array(HistoryItem) });

const Metadata = z.object({
  total: z.number().int(),
  modes: z.record(z.string(), z.number().int()),
});

/**
 * The read side of manager/transactions (PP-7.4-14, 15, 18): list with the PP-2.4 filters,
 * metadata, items, one transaction with its history, wire confirmation. Registered after
 * `grand-total` and before the `{id}` routes of transactions.ts.
 */
export function registerTransactionReads(api: Api, deps: Deps): void {
  const { db } = deps;

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions',
      summary:
        'Transaction list: bank_account_id|bid, company_id|cid, tid[], mode, period, from/start_date, to/end_date, order_by, order (PP-7.4-14, PP-2.4-14..18)',
      security: bearer,
      request: { query: ListQuery },
      responses: {
        200: jsonResponse(listEnvelope(Transaction), 'Transactions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const cond = transactionWhere(q, companyOf(c).id, deps.config.now());
      const [[counted], rows] = await Promise.all([
        db.select({ total: count() }).from(transactions).where(cond),
        db
          .select()
          .from(transactions)
          .where(cond)
          .orderBy(...transactionOrder(q))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
      ]);
      return c.json(
        {
          data: rows.map(presentTransaction),
          meta: listMeta(counted?.total ?? 0, q.page, q.per_page, c.req.url),
        },
        200,
      );
    },
  );

  api.get('/manager/transactions/items', async (c) => {
    const repeated = c.req.queries('id') ?? [];
    const ids = c.req.queries('id[]') ?? (repeated.length > 1 ? repeated : undefined);
    const message = "Invalid request format. 'id' must be an array.";
    if (!ids) throw new ApiError(422, message, { errors: { id: [message] } });
    const numbers = ids.map(Number);
    if (
      numbers.length > 100 ||
      numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)
    ) {
      throw fieldError('id', 'Each id must be a positive integer (at most 100).');
    }
    const rows = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.companyId, companyOf(c).id), inArray(transactions.id, numbers)))
      .orderBy(desc(transactions.id));
    return c.json({ data: rows.map(presentTransaction) });
  });

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions-metadata',
      summary: 'Counts per mode under the same list filters (PP-7.4-14)',
      security: bearer,
      request: { query: FilterQuery },
      responses: { 200: jsonResponse(dataEnvelope(Metadata), 'Metadata'), ...errorResponses },
    }),
    async (c) => {
      const rows = await db
        .select({ status: transactions.status, n: count() })
        .from(transactions)
        .where(transactionWhere(c.req.valid('query'), companyOf(c).id, deps.config.now()))
        .groupBy(transactions.status);
      const modes: Record<string, number> = { api: 0, settled: 0, progress: 0, denied: 0 };
      for (const r of rows) modes[r.status] = r.n;
      return c.json({ data: { total: rows.reduce((t, r) => t + r.n, 0), modes } }, 200);
    },
  );

  api.get('/manager/transactions/:id/wire-confirmation', async (c) => {
    const parsed = IdParam.safeParse({ id: c.req.param('id') });
    if (!parsed.success) throw fieldError('id', 'The id must be a positive integer.');
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, parsed.data.id), eq(transactions.companyId, companyOf(c).id)));
    if (!row) throw notFound('Transaction not found.');
    const t = presentTransaction(row);
    const customer = (t.customer ?? {}) as Record<string, unknown>;
    const pdf = textPdf('Wire confirmation', [
      `Transaction: ${t.name}`,
      `Type: ${t.type}   Status: ${t.status}`,
      `Amount: ${t.amount} ${t.currency}   Fee: ${t.fee_amount}   Total: ${t.total_amount}`,
      `Protocol: ${t.transmission_protocol ?? 'n/a'}`,
      `Beneficiary: ${String(customer.customer_name ?? customer.name ?? 'n/a')}`,
      `IBAN / account: ${String(customer.customer_iban ?? customer.customer_account ?? 'n/a')}`,
      `Created: ${t.created_at}`,
      '',
      'Flexportal Sandbox - generated document.',
    ]);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`wire-confirmation-${t.name}.pdf`),
    });
  });

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions/{id}',
      summary: 'One transaction with its history, oldest first (PP-7.4-14)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(TransactionWithHistory), 'Transaction'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.id, c.req.valid('param').id),
            eq(transactions.companyId, companyOf(c).id),
          ),
        );
      if (!row) throw notFound('Transaction not found.');
      const history = await historyOf(db, row.id);
      return c.json({ data: { ...presentTransaction(row), history } }, 200);
    },
  );
}
