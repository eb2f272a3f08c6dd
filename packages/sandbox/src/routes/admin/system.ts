import { statfs } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import {
  isSystemSubpage,
  SYSTEM_REFRESH_SECONDS,
  type SystemSubpage,
} from '@flexportal/core/admin';
import { dataEnvelope, SystemSeries } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { SandboxConfig } from '../../config.js';
import { transactions } from '../../db/schema.js';
import { transactionHistory } from '../../db/schemaActivity.js';
import { reports } from '../../db/schemaCompany.js';
import { imports } from '../../db/schemaImports.js';
import { SUB_UNITS } from '../../db/seed.js';
import type { Db } from '../../db/types.js';
import type { Api, Deps } from '../../http/env.js';
import { notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { money } from '../present.js';

type Metric = SystemSubpage;

/** Samples kept per metric; `per_page` picks the newest of them. */
const KEEP = 500;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Sample = Record<string, number | boolean | string>;

/** Samples per app (its config object), so two apps in one process do not mix series. */
const series = new WeakMap<SandboxConfig, Map<Metric, Sample[]>>();

/** What stands behind a series: the host, the sandbox's own jobs, or nothing. */
const SOURCE: Record<Metric, SystemSeries['source']> = {
  cpu: 'host',
  hdd: 'host',
  rabbitmq: 'sandbox-jobs',
  crm_queue_upsert: null,
  crm_queue_tags: null,
};

/** Import and report jobs waiting and running: the sandbox's queue, in place of RabbitMQ. */
async function jobs(db: Db): Promise<Sample> {
  const [[imp], [rep]] = await Promise.all([
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${imports.status} = 'QUEUE')::int`,
        running: sql<number>`count(*) filter (where ${imports.status} = 'PROCESSING')::int`,
      })
      .from(imports)
      .where(inArray(imports.status, ['QUEUE', 'PROCESSING'])),
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${reports.status} = 'queued')::int`,
        running: sql<number>`count(*) filter (where ${reports.status} = 'processing')::int`,
      })
      .from(reports)
      .where(inArray(reports.status, ['queued', 'processing'])),
  ]);
  const waiting = (imp?.waiting ?? 0) + (rep?.waiting ?? 0);
  const running = (imp?.running ?? 0) + (rep?.running ?? 0);
  return { available: true, messages: waiting + running, waiting, running };
}

/**
 * Reads one sample of a metric: the machine's load and disk, the sandbox's job queue for
 * rabbitmq; the CRM queues have no source here (`available: false`, no made-up zeros).
 */
async function sample(metric: Metric, db: Db, at: string): Promise<Sample> {
  if (metric === 'cpu') {
    const [one = 0, five = 0, fifteen = 0] = loadavg();
    const cores = Math.max(1, cpus().length);
    return {
      load_1m: round2(one),
      load_5m: round2(five),
      load_15m: round2(fifteen),
      cores,
      usage_percent: round2(Math.min(100, (one / cores) * 100)),
    };
  }
  if (metric === 'hdd') {
    // Whole bytes as decimal strings, multiplied as BigInts: the screen divides by 1024^3
    // in exact decimals (AC-9-04) and nothing is rounded here.
    const fs = await statfs(process.cwd(), { bigint: true });
    const total = fs.blocks * fs.bsize;
    const free = fs.bavail * fs.bsize;
    return {
      date: at,
      total: String(total),
      free: String(free),
      used: String(total - free),
    };
  }
  if (metric === 'rabbitmq') return jobs(db);
  return { available: false };
}

const Days = z.coerce.number().int().min(1).max(366).default(30);

/**
 * `a/system/{x}` series (AC-7admin-16) and `a/system/transaction-volume`,
 * `a/system/activities-volume-by-type` (AC-7admin-17).
 */
export function registerAdminSystem(api: Api, deps: Deps): void {
  const { db, config } = deps;
  const since = (days: number) => new Date(config.now() - days * 86_400_000).toISOString();

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/system/transaction-volume',
      summary: 'Transactions per day and currency over the last `days` (default 30) (AC-7admin-17)',
      security: bearer,
      request: { query: z.object({ days: Days, company_id: IdParam.shape.id.optional() }) },
      responses: {
        200: jsonResponse(
          dataEnvelope(
            z.array(
              z.object({
                date: z.string(),
                currency: z.string(),
                count: z.number(),
                amount: z.string(),
              }),
            ),
          ),
          'Volume',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [gte(transactions.createdAt, since(q.days))];
      if (q.company_id) where.push(eq(transactions.companyId, q.company_id));
      const day = sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          date: day,
          currency: transactions.currency,
          n: count(),
          amount: sql<string>`sum(${transactions.amount})::text`,
        })
        .from(transactions)
        .where(and(...where))
        .groupBy(day, transactions.currency)
        .orderBy(day, transactions.currency);
      const data = rows.map((r) => ({
        date: r.date,
        currency: r.currency,
        count: r.n,
        amount: money(r.amount, SUB_UNITS[r.currency] ?? 2),
      }));
      return c.json({ data }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/system/activities-volume-by-type',
      summary: 'Activity log entries per event over the last `days` (default 30) (AC-7admin-17)',
      security: bearer,
      request: { query: z.object({ days: Days }) },
      responses: {
        200: jsonResponse(
          dataEnvelope(z.array(z.object({ type: z.string(), count: z.number() }))),
          'Volume',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { days } = c.req.valid('query');
      const rows = await db
        .select({ type: transactionHistory.status, n: count() })
        .from(transactionHistory)
        .where(gte(transactionHistory.createdAt, since(days)))
        .groupBy(transactionHistory.status)
        .orderBy(transactionHistory.status);
      return c.json({ data: rows.map((r) => ({ type: r.type, count: r.n })) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/system/{x}',
      summary:
        'System overview series of cpu, hdd (bytes), rabbitmq (the sandbox import and report jobs), crm_queue_upsert or crm_queue_tags (no source): each call takes one sample; per_page newest samples (AC-7admin-16)',
      security: bearer,
      request: {
        params: z.object({ x: z.string().max(40) }),
        query: z.object({ per_page: z.coerce.number().int().min(1).max(KEEP).default(20) }),
      },
      responses: {
        200: jsonResponse(dataEnvelope(SystemSeries), 'Series'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const metric = c.req.valid('param').x;
      if (!isSystemSubpage(metric)) throw notFound('Unknown system metric.');
      const { per_page } = c.req.valid('query');
      let byMetric = series.get(config);
      if (!byMetric) {
        byMetric = new Map();
        series.set(config, byMetric);
      }
      const list = byMetric.get(metric) ?? [];
      const at = new Date(config.now()).toISOString();
      list.push({ at, ...(await sample(metric, db, at)) });
      if (list.length > KEEP) list.splice(0, list.length - KEEP);
      byMetric.set(metric, list);
      const data = {
        metric,
        refresh_seconds: SYSTEM_REFRESH_SECONDS,
        source: SOURCE[metric],
        series: list.slice(-per_page),
      };
      return c.json({ data }, 200);
    },
  );
}
