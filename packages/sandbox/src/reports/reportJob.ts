import { periodRange, type Report } from '@flexportal/core/contract';
import { asc, eq } from 'drizzle-orm';
import { transactions } from '../db/schema.js';
import { reports } from '../db/schemaCompany.js';
import type { Db } from '../db/types.js';
import type { Deps } from '../http/env.js';
import { notify } from '../notifications/notify.js';
import { presentTransaction } from '../routes/present.js';
import { transactionWhere } from '../routes/transactionFilters.js';
import { type ReportLine, reportFile } from './reportFile.js';

type ReportRow = typeof reports.$inferSelect;

/** Jobs still running per database, so tests (and shutdown) can wait for them. */
const running = new WeakMap<Db, Set<Promise<void>>>();

/** Resolves once every report job started on `db` so far has finished. */
export async function reportJobsIdle(db: Db): Promise<void> {
  await Promise.all([...(running.get(db) ?? [])]);
}

/** The dates a report covers: explicit dates win over the period's (AC-2query, PP-2.4). */
export function reportRange(
  q: {
    period?: Report['period'] | undefined;
    date_from?: string | undefined;
    date_to?: string | undefined;
  },
  now: Date,
): { from: string | null; to: string | null } {
  const range = q.period ? periodRange(q.period, now) : {};
  return { from: q.date_from ?? range.from ?? null, to: q.date_to ?? range.to ?? null };
}

/** The report's file name: its id and format. */
export const reportFilename = (r: Pick<ReportRow, 'id' | 'format'>) => `report-${r.id}.${r.format}`;

/** The approved (settled) transactions a report holds, oldest first, as the list shows them. */
async function reportLines(deps: Deps, r: ReportRow): Promise<ReportLine[]> {
  const where = transactionWhere(
    {
      mode: 'settled',
      bank_account_id: r.bankAccountId,
      ...(r.dateFrom ? { from_date: r.dateFrom } : {}),
      ...(r.dateTo ? { to_date: r.dateTo } : {}),
    },
    r.companyId,
    deps.config.now(),
  );
  const rows = await deps.db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map(presentTransaction).map((t) => ({
    name: t.name,
    date: t.created_at,
    type: t.type,
    amount: t.amount,
    fee: t.fee_amount,
    total: t.total_amount,
    currency: t.currency,
  }));
}

/** Builds the file of one queued report, stores it, and notifies report.generated. */
async function runReport(deps: Deps, id: number): Promise<void> {
  const { db } = deps;
  const [r] = await db
    .update(reports)
    .set({ status: 'processing' })
    .where(eq(reports.id, id))
    .returning();
  if (!r) return;
  try {
    const lines = await reportLines(deps, r);
    const bytes = await reportFile(r.format as Report['format'], r.name, lines);
    await db
      .update(reports)
      .set({ status: 'done', rows: lines.length, content: bytes.toString('base64') })
      .where(eq(reports.id, id));
    await notify(deps, {
      companyId: r.companyId,
      // A deleted requester's report notifies the company.
      ...(r.userId === null ? {} : { userId: r.userId }),
      type: 'report.generated',
      title: 'Report generated',
      message: `${r.name} is ready to download.`,
      about: { type: 'report', id: r.id, filename: reportFilename(r) },
    });
  } catch (error) {
    console.error('[sandbox] report job failed', id, error);
    await db.update(reports).set({ status: 'error' }).where(eq(reports.id, id));
  }
}

/**
 * Starts the background job of a queued report: it runs after the answer is sent, the way
 * a queue worker would, and its end is announced by the notification.
 */
export function startReportJob(deps: Deps, id: number): void {
  const jobs = running.get(deps.db) ?? new Set<Promise<void>>();
  running.set(deps.db, jobs);
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runReport(deps, id))
    .finally(() => jobs.delete(job));
  jobs.add(job);
}
