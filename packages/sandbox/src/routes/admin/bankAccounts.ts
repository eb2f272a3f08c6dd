import { BankAccount, listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, jsonResponse } from '../../http/openapi.js';
import { PageQuery } from '../bankAccounts.js';
import { presentAccount } from '../present.js';
import { pageOf } from './shared.js';

const AdminAccountsQuery = PageQuery.extend({
  company_id: z.coerce.number().int().positive().max(2147483647).optional(),
  currency: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/, 'The currency must be an upper-case currency code.')
    .optional(),
});

/** `GET a/bank-accounts`: every company's accounts, read-only (AC-7admin-14). */
export function registerAdminBankAccounts(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/bank-accounts',
      summary: 'Company bank accounts, paginated; filter company_id, currency (AC-7admin-14)',
      security: bearer,
      request: { query: AdminAccountsQuery },
      responses: {
        200: jsonResponse(listEnvelope(BankAccount), 'Bank accounts'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      // Company accounts only: the ledger's system accounts are not bank accounts of anyone.
      const where: SQL[] = [isNotNull(bankAccounts.companyId)];
      if (q.company_id) where.push(eq(bankAccounts.companyId, q.company_id));
      if (q.currency) where.push(eq(bankAccounts.currency, q.currency));
      const cond = and(...where);
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(bankAccounts).where(cond),
        (limit, offset) =>
          db
            .select()
            .from(bankAccounts)
            .where(cond)
            .orderBy(asc(bankAccounts.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json(
        {
          ...body,
          data: body.data.map((a) => ({ ...presentAccount(a), company_id: a.companyId })),
        },
        200,
      );
    },
  );
}
