import {
  ADMIN_STATISTIC_DAYS,
  DEPOSIT_TYPES,
  RECENT_USERS,
  WITHDRAW_TYPES,
} from '@flexportal/core/admin';
import { AdminStatistic, dataEnvelope } from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import { count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { companies, transactions, users } from '../../db/schema.js';
import { authCheckpoints } from '../../db/schemaAdmin.js';
import { SUB_UNITS } from '../../db/seed.js';
import type { Db } from '../../db/types.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, jsonResponse } from '../../http/openapi.js';
import { money } from '../present.js';
import { presentAdminUser } from './shared.js';

/** The rows of a raw query's answer (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(answer: unknown): T[] => (answer as { rows: T[] }).rows;

/**
 * Count of `table` rows whose `status` is `status`, or null when the table does not exist
 * (yet): tickets and compliance trackings arrive with other features, and the dashboard
 * must not fail before they do.
 */
async function countIfTable(db: Db, table: string, status: string): Promise<number | null> {
  const found = await db.execute(sql`select to_regclass(${`public.${table}`})::text as t`);
  if (!rowsOf<{ t: string | null }>(found)[0]?.t) return null;
  try {
    const rows = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where status = ${status}`,
    );
    return rowsOf<{ n: number }>(rows)[0]?.n ?? 0;
  } catch {
    // A table of that name without a status column: not the one we count.
    return null;
  }
}

/**
 * `GET a/users/statistic` (AC-7admin-04, AC-3-22, AC-9-02): the administrator dashboard's
 * figures, the work waiting and the 10 newest users. Registered before `a/users/{id}`.
 */
export function registerAdminUserStatistic(api: Api, deps: Deps): void {
  const { db, config } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/users/statistic',
      summary:
        'Administrator statistics: transactions (total, recent, deposit, withdraw, fee per currency), users (total, new, active), work waiting, 10 newest users (AC-3-22)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(AdminStatistic), 'Statistic'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const since = new Date(config.now() - ADMIN_STATISTIC_DAYS * 86_400_000).toISOString();
      const [tx] = await db
        .select({
          total: count(),
          recent: sql<number>`count(*) filter (where ${transactions.createdAt} >= ${since})::int`,
          deposit: sql<number>`count(*) filter (where ${inArray(transactions.type, [...DEPOSIT_TYPES])})::int`,
          withdraw: sql<number>`count(*) filter (where ${inArray(transactions.type, [...WITHDRAW_TYPES])})::int`,
          api: sql<number>`count(*) filter (where ${transactions.status} = 'api')::int`,
        })
        .from(transactions);
      // Fees earned: what settled transactions charged, summed exactly per currency.
      const fees = await db
        .select({
          currency: transactions.currency,
          amount: sql<string>`sum(${transactions.fee} + ${transactions.exchangeFee})::text`,
        })
        .from(transactions)
        .where(eq(transactions.status, 'settled'))
        .groupBy(transactions.currency)
        .orderBy(transactions.currency);
      const [people] = await db
        .select({
          total: count(),
          created: sql<number>`count(*) filter (where ${users.createdAt} >= ${since})::int`,
        })
        .from(users);
      const [active] = await db
        .select({ n: sql<number>`count(distinct ${authCheckpoints.userId})::int` })
        .from(authCheckpoints)
        .where(gte(authCheckpoints.lastSeenAt, since));
      const recent = await db
        .select({ user: users, company: companies })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(RECENT_USERS);
      const data = {
        days: ADMIN_STATISTIC_DAYS,
        transactions: {
          total: tx?.total ?? 0,
          recent: tx?.recent ?? 0,
          deposit: tx?.deposit ?? 0,
          withdraw: tx?.withdraw ?? 0,
          fee: fees.map((f) => ({
            currency: f.currency,
            amount: money(f.amount, SUB_UNITS[f.currency] ?? 2),
          })),
        },
        users: { total: people?.total ?? 0, new: people?.created ?? 0, active: active?.n ?? 0 },
        waiting: {
          admin_action_required: tx?.api ?? 0,
          compliance_submitted: await countIfTable(db, 'compliance_trackings', 'submitted'),
          open_tickets: await countIfTable(db, 'tickets', 'open'),
        },
        recent_users: recent.map((r) => presentAdminUser(r.user, r.company)),
      };
      return c.json({ data }, 200);
    },
  );
}
