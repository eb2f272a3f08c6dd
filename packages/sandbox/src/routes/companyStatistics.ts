import {
  AccountVolume,
  CompanyStatistic,
  dataEnvelope,
  Granularity,
  LIST_PERIODS,
  type ListPeriod,
  type StatisticPeriods,
  TransactionVolume,
  type VolumeSeries,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { authenticate, managerArea } from '../auth/middleware.js';
import { SUB_UNITS } from '../db/seed.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { ownAccount } from '../ledger/operations.js';
import { money } from './present.js';
import { DateParam, dayAfter } from './transactionFilters.js';

const Statistic = dataEnvelope(CompanyStatistic);
const VolumeQuery = z.object({
  granularity: Granularity.default('month'),
  from_date: DateParam,
  to_date: DateParam,
  bank_account_id: z.coerce.number().int().positive().max(2147483647).optional(),
});
const RangeQuery = z.object({ from_date: DateParam, to_date: DateParam });
const Volume = dataEnvelope(TransactionVolume);
const AccountsVolume = dataEnvelope(z.array(AccountVolume));

type Gran = Granularity;
const HOUR = 3_600_000;
const BUCKET_KEYS = ['all', 'waiting', 'approved', 'denied'] as const;
const zeroCounts = () => ({ all: 0, waiting: 0, approved: 0, denied: 0 });
const zeroPeriods = () =>
  Object.fromEntries(LIST_PERIODS.map((p) => [p, zeroCounts()])) as StatisticPeriods;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Start of the bucket holding `t` (UTC), like SQL `date_trunc`. */
function truncate(t: number, g: Gran): number {
  const d = new Date(t);
  if (g === 'hour') return Math.floor(t / HOUR) * HOUR;
  if (g === 'day') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * The [from, to) range of a chart: explicit dates (to inclusive) win; defaults are the last
 * 12 months, 31 days or 24 hours, aligned to bucket starts and ending after the current one.
 */
function rangeOf(g: Gran, now: number, fromDate?: string, toDate?: string) {
  const end = truncate(now, g);
  const d = new Date(end);
  const next =
    g === 'hour'
      ? end + HOUR
      : g === 'day'
        ? end + 24 * HOUR
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  const first =
    g === 'hour'
      ? end - 23 * HOUR
      : g === 'day'
        ? end - 30 * 24 * HOUR
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1);
  const from = fromDate ? Date.parse(`${fromDate}T00:00:00Z`) : first;
  const to = toDate ? Date.parse(dayAfter(toDate)) : next;
  if (from >= to) throw fieldError('to_date', 'The to_date must not be before the from_date.');
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * Registers `company/statistic*` (AC-7mgr-08): managers and readers, own company only. Also
 * guards all of `company/*`: the manager area, and administrators on `company/white-label*`
 * (the deployment's white label, routes/whiteLabel.ts).
 */
export function registerCompanyStatistics(api: Api, deps: Deps): void {
  const { db } = deps;
  api.use('/company/*', authenticate(deps), managerArea(/\/company\/white-label(\/|$)/));

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/statistic',
      summary:
        'Transaction and compliance tracking counts per period (total, current and previous month, current year; UTC by created_at): approved = settled or verified, denied = denied or declined, waiting = the rest (AC-7mgr-08)',
      security: bearer,
      responses: { 200: jsonResponse(Statistic, 'Company statistic'), ...errorResponses },
    }),
    async (c) => {
      const now = new Date(deps.config.now());
      const y = now.getUTCFullYear();
      const m = now.getUTCMonth();
      const at = (ms: number) => new Date(ms).toISOString();
      const periods: Record<ListPeriod, ReturnType<typeof sql>> = {
        total: sql`true`,
        current_month: sql`created_at >= ${at(Date.UTC(y, m, 1))}::timestamptz and created_at < ${at(Date.UTC(y, m + 1, 1))}::timestamptz`,
        previous_month: sql`created_at >= ${at(Date.UTC(y, m - 1, 1))}::timestamptz and created_at < ${at(Date.UTC(y, m, 1))}::timestamptz`,
        current_year: sql`created_at >= ${at(Date.UTC(y, 0, 1))}::timestamptz and created_at < ${at(Date.UTC(y + 1, 0, 1))}::timestamptz`,
      };
      type Buckets = Record<(typeof BUCKET_KEYS)[number], ReturnType<typeof sql>>;
      // Per period and bucket, the rows of `table` of the caller's company.
      const countsOf = async (table: string, buckets: Buckets) => {
        const columns = LIST_PERIODS.flatMap((p) =>
          BUCKET_KEYS.map(
            (b) =>
              sql`count(*) filter (where (${periods[p]}) and (${buckets[b]}))::int as ${sql.identifier(`${p}__${b}`)}`,
          ),
        );
        const [row = {}] = rowsOf<Record<string, number>>(
          await db.execute(
            sql`select ${sql.join(columns, sql`, `)} from ${sql.identifier(table)} where company_id = ${companyOf(c).id}`,
          ),
        );
        const counts = zeroPeriods();
        for (const p of LIST_PERIODS) {
          for (const b of BUCKET_KEYS) counts[p][b] = Number(row[`${p}__${b}`] ?? 0);
        }
        return counts;
      };
      const transactions = await countsOf('transactions', {
        all: sql`true`,
        waiting: sql`status not in ('settled', 'denied')`,
        approved: sql`status = 'settled'`,
        denied: sql`status = 'denied'`,
      });
      // Compliance trackings (AC-3-19): verified approved, declined denied, the rest waiting.
      const compliances = await countsOf('compliance_trackings', {
        all: sql`true`,
        waiting: sql`status in ('draft', 'open', 'submitted')`,
        approved: sql`status = 'verified'`,
        denied: sql`status = 'declined'`,
      });
      return c.json({ data: { transactions, compliances } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/statistic/transaction-volume',
      summary:
        'Settled transactions per bucket (date_trunc, UTC) and currency; empty buckets omitted; from/to are the [from, to) bounds (AC-7mgr-08)',
      security: bearer,
      request: { query: VolumeQuery },
      responses: { 200: jsonResponse(Volume, 'Transaction volume'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const companyId = companyOf(c).id;
      const { from, to } = rangeOf(q.granularity, deps.config.now(), q.from_date, q.to_date);
      const b = q.bank_account_id;
      if (b !== undefined) await ownAccount(db, companyId, b);
      // Seen from the account when one is given: a credit counts in what it received.
      const currency = b
        ? sql`case when bank_account_id = ${b} then currency else coalesce(to_currency, currency) end`
        : sql`currency`;
      const amount = b
        ? sql`case when bank_account_id = ${b} then amount else coalesce(to_amount, amount) end`
        : sql`amount`;
      const unit = sql.raw(`'${q.granularity}'`);
      const rows = rowsOf<{ currency: string; at: string; count: number; amount: string }>(
        await db.execute(sql`
          select ${currency} as currency,
            to_char(date_trunc(${unit}, created_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
            count(*)::int as count, sum(${amount})::text as amount
          from transactions
          where company_id = ${companyId} and status = 'settled'
            and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
            ${b ? sql`and (bank_account_id = ${b} or to_account_id = ${b})` : sql``}
          group by 1, 2 order by 1, 2`),
      );
      const series: VolumeSeries[] = [];
      for (const r of rows) {
        let s = series[series.length - 1];
        if (s?.currency !== r.currency) {
          s = { currency: r.currency, points: [] };
          series.push(s);
        }
        s.points.push({
          at: new Date(r.at).toISOString(),
          count: Number(r.count),
          amount: money(r.amount, SUB_UNITS[r.currency] ?? 2),
        });
      }
      return c.json({ data: { granularity: q.granularity, from, to, series } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/statistic/accounts-transaction-volume',
      summary:
        'Settled transactions per own account in [from_date, to_date] (default the last 12 months), in the account currency (AC-7mgr-08)',
      security: bearer,
      request: { query: RangeQuery },
      responses: {
        200: jsonResponse(AccountsVolume, 'Accounts transaction volume'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { from, to } = rangeOf('month', deps.config.now(), q.from_date, q.to_date);
      const rows = rowsOf<{
        id: number;
        name: string;
        currency: string;
        sub_unit: number;
        count: number;
        amount: string;
      }>(
        await db.execute(sql`
          select a.id, a.name, a.currency, a.sub_unit, count(t.id)::int as count,
            coalesce(sum(case when t.bank_account_id = a.id then t.amount
                              else coalesce(t.to_amount, t.amount) end), 0)::text as amount
          from bank_accounts a
          left join transactions t on (t.bank_account_id = a.id or t.to_account_id = a.id)
            and t.company_id = a.company_id and t.status = 'settled'
            and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
          where a.company_id = ${companyOf(c).id}
          group by a.id order by a.id`),
      );
      return c.json(
        {
          data: rows.map((r) => ({
            bank_account_id: Number(r.id),
            name: r.name,
            currency: r.currency,
            count: Number(r.count),
            amount: money(r.amount, Number(r.sub_unit)),
          })),
        },
        200,
      );
    },
  );
}
