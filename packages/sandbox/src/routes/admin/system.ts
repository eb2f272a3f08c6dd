import { statfs } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { SandboxConfig } from '../../config.js';
import { transactions } from '../../db/schema.js';
import { transactionHistory } from '../../db/schemaActivity.js';
import { SUB_UNITS } from '../../db/seed.js';
import type { Api, Deps } from '../../http/env.js';
import { notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { money } from '../present.js';

/** The subpages of the system overview (AC-2admin-16). */
export const SYSTEM_METRICS = [
  'cpu',
  'hdd',
  'rabbitmq',
  'crm_queue_upsert',
  'crm_queue_tags',
] as const;
type Metric = (typeof SYSTEM_METRICS)[number];

/** Samples kept per metric; `per_page` picks the newest of them. */
const KEEP = 500;
const GB = 1024 ** 3;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Sample = Record<string, number | boolean | string>;

/** Samples per app (its config object), so two apps in one process do not mix series. */
const series = new WeakMap<SandboxConfig, Map<Metric, Sample[]>>();

/** Reads one sample of a metric from the machine (the sandbox runs no queue: zeros). */
async function sample(metric: Metric): Promise<Record<string, number | boolean>> {
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
    const fs = await statfs(process.cwd());
    const total = fs.blocks * fs.bsize;
    const free = fs.bavail * fs.bsize;
    return {
      total_gb: round2(total / GB),
      used_gb: round2((total - free) / GB),
      free_gb: round2(free / GB),
      used_percent: total > 0 ? round2(((total - free) / total) * 100) : 0,
    };
  }
  return { messages: 0, consumers: 0, available: false };
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
        'System overview series of cpu, hdd (GB), rabbitmq, crm_queue_upsert or crm_queue_tags: each call samples the machine; per_page newest samples (AC-7admin-16)',
      security: bearer,
      request: {
        params: z.object({ x: z.string().max(40) }),
        query: z.object({ per_page: z.coerce.number().int().min(1).max(KEEP).default(20) }),
      },
      responses: {
        200: jsonResponse(
          dataEnvelope(
            z.object({
              metric: z.string(),
              refresh_seconds: z.number(),
              series: z.array(z.record(z.string(), z.union([z.number(), z.boolean(), z.string()]))),
            }),
          ),
          'Series',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const metric = c.req.valid('param').x as Metric;
      if (!SYSTEM_METRICS.includes(metric)) throw notFound('Unknown system metric.');
      const { per_page } = c.req.valid('query');
      let byMetric = series.get(config);
      if (!byMetric) {
        byMetric = new Map();
        series.set(config, byMetric);
      }
      const list = byMetric.get(metric) ?? [];
      list.push({ at: new Date(config.now()).toISOString(), ...(await sample(metric)) });
      if (list.length > KEEP) list.splice(0, list.length - KEEP);
      byMetric.set(metric, list);
      return c.json({ data: { metric, refresh_seconds: 20, series: list.slice(-per_page) } }, 200);
    },
  );
}
