import { dataEnvelope, listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { bankAccounts, integrityChecks, ledgerPostings } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError } from '../../http/errors.js';
import {
  BodyId,
  bearer,
  errorResponses,
  IdParam,
  jsonBody,
  jsonResponse,
} from '../../http/openapi.js';
import { fromUnits, toUnits } from '../../lib/decimal.js';
import { PageQuery } from '../bankAccounts.js';
import { isoTime, pageOf } from './shared.js';

const IntegrityCheck = z.object({
  id: z.number().int(),
  bank_account_id: z.number().int(),
  account_name: z.string(),
  currency: z.string(),
  balance: z.string(),
  ledger_sum: z.string(),
  difference: z.string(),
  ok: z.boolean(),
  created_at: z.string(),
});

const ChecksQuery = PageQuery.extend({
  bank_account_id: IdParam.shape.id.optional(),
  ok: z.enum(['true', 'false'], { error: 'ok must be true or false.' }).optional(),
});

type CheckRow = typeof integrityChecks.$inferSelect & { name: string; currency: string };

const present = (r: CheckRow) => ({
  id: r.id,
  bank_account_id: r.accountId,
  account_name: r.name,
  currency: r.currency,
  balance: fromUnits(toUnits(r.balance)),
  ledger_sum: fromUnits(toUnits(r.ledgerSum)),
  difference: fromUnits(toUnits(r.balance) - toUnits(r.ledgerSum)),
  ok: r.ok,
  created_at: isoTime(r.createdAt),
});

/**
 * `a/integrity-checks` (AC-7admin-15): POST checks one company account (its available
 * balance equals the sum of its ledger postings) and stores the result; GET lists results.
 */
export function registerAdminIntegrityChecks(api: Api, deps: Deps): void {
  const { db } = deps;
  const select = () =>
    db
      .select({ check: integrityChecks, name: bankAccounts.name, currency: bankAccounts.currency })
      .from(integrityChecks)
      .innerJoin(bankAccounts, eq(bankAccounts.id, integrityChecks.accountId));
  const flat = (r: {
    check: typeof integrityChecks.$inferSelect;
    name: string;
    currency: string;
  }) => present({ ...r.check, name: r.name, currency: r.currency });

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/integrity-checks',
      summary: 'Integrity check results, newest first: bank_account_id, ok (AC-7admin-15)',
      security: bearer,
      request: { query: ChecksQuery },
      responses: { 200: jsonResponse(listEnvelope(IntegrityCheck), 'Results'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [];
      if (q.bank_account_id) where.push(eq(integrityChecks.accountId, q.bank_account_id));
      if (q.ok) where.push(eq(integrityChecks.ok, q.ok === 'true'));
      const cond = where.length ? and(...where) : undefined;
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(integrityChecks).where(cond),
        (limit, offset) =>
          select().where(cond).orderBy(desc(integrityChecks.id)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map(flat) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/integrity-checks',
      summary:
        'Check one company account: available balance against the sum of its postings (AC-7admin-15)',
      security: bearer,
      request: jsonBody(z.object({ bank_account_id: BodyId })),
      responses: { 201: jsonResponse(dataEnvelope(IntegrityCheck), 'Result'), ...errorResponses },
    }),
    async (c) => {
      const { bank_account_id } = c.req.valid('json');
      const userId = c.get('auth').user.id;
      const stored = await db.transaction(async (tx) => {
        // The account row is locked while summing, so no posting lands between the reads.
        const [account] = await tx
          .select()
          .from(bankAccounts)
          .where(eq(bankAccounts.id, bank_account_id))
          .for('share');
        if (!account || account.companyId === null) {
          throw fieldError('bank_account_id', 'The bank account must be a company account.');
        }
        const [sum] = await tx
          .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
          .from(ledgerPostings)
          .where(eq(ledgerPostings.accountId, account.id));
        const ledgerSum = sum?.total ?? '0';
        const [row] = await tx
          .insert(integrityChecks)
          .values({
            accountId: account.id,
            balance: account.available,
            ledgerSum,
            ok: toUnits(account.available) === toUnits(ledgerSum),
            userId,
            createdAt: new Date(deps.config.now()).toISOString(),
          })
          .returning();
        return {
          ...(row as typeof integrityChecks.$inferSelect),
          name: account.name,
          currency: account.currency,
        };
      });
      return c.json({ data: present(stored) }, 201);
    },
  );
}
