import { Activity, listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { transactions, users } from '../../db/schema.js';
import { transactionHistory } from '../../db/schemaActivity.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { PageQuery } from '../bankAccounts.js';
import { transactionName } from '../present.js';
import { DateParam, dayAfter } from '../transactionFilters.js';
import { isoTime, pageOf } from './shared.js';

const Id = IdParam.shape.id;

/** Filters of the activity log and its report (the manager's call ignores company and user). */
export const ActivityFilters = z.object({
  company_id: Id.optional(),
  user_id: Id.optional(),
  transaction_id: Id.optional(),
  event: z
    .string()
    .regex(/^[a-z_]{2,20}$/, 'The event must be a transaction status such as settled.')
    .optional(),
  from_date: DateParam,
  to_date: DateParam,
});
export type ActivityFilters = z.infer<typeof ActivityFilters>;

/** Most rows one CSV report carries. */
export const REPORT_LIMIT = 10_000;

/** WHERE over transaction_history joined with its transaction. */
function activityWhere(q: ActivityFilters): SQL | undefined {
  const where: SQL[] = [];
  if (q.company_id) where.push(eq(transactions.companyId, q.company_id));
  if (q.user_id) where.push(eq(transactionHistory.userId, q.user_id));
  if (q.transaction_id) where.push(eq(transactionHistory.transactionId, q.transaction_id));
  if (q.event) where.push(eq(transactionHistory.status, q.event));
  if (q.from_date) where.push(gte(transactionHistory.createdAt, `${q.from_date}T00:00:00Z`));
  if (q.to_date) where.push(lt(transactionHistory.createdAt, dayAfter(q.to_date)));
  return where.length ? and(...where) : undefined;
}

const columns = {
  id: transactionHistory.id,
  event: transactionHistory.status,
  note: transactionHistory.note,
  transactionId: transactionHistory.transactionId,
  companyId: transactions.companyId,
  userId: users.id,
  email: users.email,
  createdAt: transactionHistory.createdAt,
};

type ActivityRow = {
  id: number;
  event: string;
  note: string;
  transactionId: number;
  companyId: number;
  userId: number | null;
  email: string | null;
  createdAt: string;
};

const present = (r: ActivityRow) => ({
  id: r.id,
  log_name: 'transaction' as const,
  event: r.event,
  description: r.note,
  subject_type: 'transaction' as const,
  subject_id: r.transactionId,
  subject_name: transactionName(r.transactionId),
  company_id: r.companyId,
  causer: r.userId !== null ? { id: r.userId, email: r.email ?? '' } : null,
  created_at: isoTime(r.createdAt),
});

/** A CSV field: quoted when it holds a comma, quote or line break; formula starts neutered. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The two reads of an activity log over `transaction_history`: a page, and the CSV report. */
export function activityReads(db: Deps['db']) {
  const select = (cond: SQL | undefined) =>
    db
      .select(columns)
      .from(transactionHistory)
      .innerJoin(transactions, eq(transactions.id, transactionHistory.transactionId))
      .leftJoin(users, eq(users.id, transactionHistory.userId))
      .where(cond)
      .orderBy(desc(transactionHistory.id));
  return {
    /** One page under the filters, newest first, in the list envelope. */
    async page(q: ActivityFilters & { page: number; per_page: number }, url: string) {
      const cond = activityWhere(q);
      const body = await pageOf(
        q,
        url,
        db
          .select({ total: count() })
          .from(transactionHistory)
          .innerJoin(transactions, eq(transactions.id, transactionHistory.transactionId))
          .where(cond),
        (limit, offset) => select(cond).limit(limit).offset(offset),
      );
      return { ...body, data: body.data.map(present) };
    },
    /** The CSV text under the filters, newest first, at most {@link REPORT_LIMIT} rows. */
    async csv(q: ActivityFilters): Promise<string> {
      const rows = await select(activityWhere(q)).limit(REPORT_LIMIT);
      const header = 'id,created_at,event,description,transaction,company_id,user_email';
      const lines = rows.map((r) =>
        [
          r.id,
          isoTime(r.createdAt),
          r.event,
          r.note,
          transactionName(r.transactionId),
          r.companyId,
          r.email,
        ]
          .map(csvField)
          .join(','),
      );
      return `${[header, ...lines].join('\r\n')}\r\n`;
    },
  };
}

/** Headers of a downloaded activity report. */
export const CSV_HEADERS = {
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': contentDisposition('activities.csv'),
} as const;

/** The OpenAPI answer of a CSV report. */
export const csvResponse = {
  200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
  ...errorResponses,
};

/**
 * `a/activities` and `a/activities/report` (AC-7admin-08): the activity log is the
 * transaction history table (every create, status change, denial, approval, credit).
 */
export function registerAdminActivities(api: Api, deps: Deps): void {
  const reads = activityReads(deps.db);
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/activities',
      summary:
        'Activity log, newest first: company_id, user_id, transaction_id, event, from_date, to_date (AC-7admin-08)',
      security: bearer,
      request: { query: PageQuery.extend(ActivityFilters.shape) },
      responses: { 200: jsonResponse(listEnvelope(Activity), 'Activities'), ...errorResponses },
    }),
    async (c) => c.json(await reads.page(c.req.valid('query'), c.req.url), 200),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/activities/report',
      summary: `The activity log as CSV under the same filters, newest first, at most ${REPORT_LIMIT} rows (AC-7admin-08)`,
      security: bearer,
      request: { query: ActivityFilters },
      responses: csvResponse,
    }),
    async (c) => c.body(await reads.csv(c.req.valid('query')), 200, CSV_HEADERS),
  );
}
