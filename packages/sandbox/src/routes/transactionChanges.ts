import { dataEnvelope, Transaction } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, or } from 'drizzle-orm';
import { transactions } from '../db/schema.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { ApiError, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../http/openapi.js';
import { HISTORY_NOTES, recordHistory } from '../ledger/history.js';
import type { Executor } from '../ledger/post.js';
import { reversePostings } from '../ledger/reversePostings.js';
import { publishAccounts } from '../live/routes.js';
import { resolveSourceOfFunds } from '../notifications/sourceOfFunds.js';
import { moneyRoute, runReversal } from './moneyRoute.js';
import { presentTransaction } from './present.js';

/**
 * Changes to an existing transaction (PP-7.4-16, PP-7.4-17): deny a withdrawal (the money
 * returns through the ledger) and set the source of funds. Each writes a history line.
 */
export function registerTransactionChanges(api: Api, deps: Deps): void {
  const { db } = deps;
  moneyRoute(
    api,
    createRoute({
      method: 'put',
      path: '/manager/transactions/{id}/deny',
      summary:
        'Deny a withdrawal still in progress or awaiting action; the money returns (PP-7.4-17)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Transaction), 'Denied'), ...errorResponses },
    }),
    // Money returns to the account it left: a reversal, no amount to limit or approve.
    { action: 'deny', kind: 'reversal', example: { params: { id: '@withdrawal' } } },
    async (c) => {
      const company = companyOf(c);
      const id = c.req.valid('param').id;
      const userId = c.get('auth').user.id;
      const result = await runReversal(() =>
        db.transaction(async (tx) => {
          const ex = tx as unknown as Executor;
          const [row] = await tx
            .update(transactions)
            .set({ status: 'denied' })
            .where(
              and(
                eq(transactions.id, id),
                eq(transactions.companyId, company.id),
                or(eq(transactions.status, 'progress'), eq(transactions.status, 'api')),
                eq(transactions.type, 'withdrawal'),
              ),
            )
            .returning();
          if (!row) return null;
          await recordHistory(ex, [
            { transactionId: row.id, status: 'denied', note: HISTORY_NOTES.denied, userId },
          ]);
          // Everything the withdrawal took (amount and fee) goes back through the ledger.
          await reversePostings(ex, row.id);
          return row;
        }),
      );
      if (!result) {
        const [exists] = await db
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(eq(transactions.id, id), eq(transactions.companyId, company.id)));
        if (!exists) throw notFound('Transaction not found.');
        throw new ApiError(422, 'Only withdrawals in progress or awaiting action can be denied.', {
          errors: { id: ['Only withdrawals in progress or awaiting action can be denied.'] },
        });
      }
      await publishAccounts(deps, company.id, [result.bankAccountId as number]);
      return c.json({ data: presentTransaction(result) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/manager/transactions/{id}/source-of-funds',
      summary: 'Set the source of funds: 1 Business, 2 Customer (PP-7.4-16)',
      security: bearer,
      request: {
        params: IdParam,
        ...jsonBody(
          z.object({
            source_id: z.union([z.literal(1), z.literal(2)], {
              message: 'The source must be 1 (Business) or 2 (Customer).',
            }),
          }),
        ),
      },
      responses: { 200: jsonResponse(dataEnvelope(Transaction), 'Updated'), ...errorResponses },
    }),
    async (c) => {
      const sourceId = c.req.valid('json').source_id;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(transactions)
          .set({ sourceId })
          .where(
            and(
              eq(transactions.id, c.req.valid('param').id),
              eq(transactions.companyId, companyOf(c).id),
            ),
          )
          .returning();
        if (updated) {
          await recordHistory(tx as unknown as Executor, [
            {
              transactionId: updated.id,
              status: updated.status,
              note: HISTORY_NOTES.source(sourceId),
              userId: c.get('auth').user.id,
            },
          ]);
        }
        return updated;
      });
      if (!row) throw notFound('Transaction not found.');
      await resolveSourceOfFunds(db, companyOf(c).id, row.id);
      return c.json({ data: presentTransaction(row) }, 200);
    },
  );
}
