import { asc, eq } from 'drizzle-orm';
import { transactionHistory } from '../db/schemaActivity.js';
import type { Executor } from './post.js';

/** One line of a transaction's history. */
export interface HistoryEntry {
  transactionId: number;
  status: string;
  note: string;
  userId?: number | null | undefined;
  /** ISO time; default the database's now(). */
  createdAt?: string | undefined;
}

/** Notes written by the sandbox itself. */
export const HISTORY_NOTES = {
  created: 'Created',
  denied: 'Denied by the manager; the money was returned',
  source: (id: number) => `Source of funds set: ${id === 1 ? 'Business' : 'Customer'}`,
  status: (status: string) => `Status changed to ${status}`,
  apiAwaiting: 'Awaiting administrator action',
  apiApproved: 'API payment approved by an administrator',
  apiDeclined: (reason: string) => `API payment declined by an administrator: ${reason}`,
} as const;

/** Appends history lines (one insert, any number of rows). */
export async function recordHistory(ex: Executor, entries: readonly HistoryEntry[]) {
  if (entries.length === 0) return;
  await ex.insert(transactionHistory).values(
    entries.map((e) => ({
      transactionId: e.transactionId,
      status: e.status,
      note: e.note,
      userId: e.userId ?? null,
      ...(e.createdAt ? { createdAt: e.createdAt } : {}),
    })),
  );
}

/** A transaction's history as the API shows it, oldest first. */
export async function historyOf(ex: Pick<Executor, 'select'>, transactionId: number) {
  const rows = await ex
    .select({
      status: transactionHistory.status,
      note: transactionHistory.note,
      createdAt: transactionHistory.createdAt,
    })
    .from(transactionHistory)
    .where(eq(transactionHistory.transactionId, transactionId))
    .orderBy(asc(transactionHistory.createdAt), asc(transactionHistory.id));
  return rows.map((r) => ({
    status: r.status,
    note: r.note,
    created_at: new Date(r.createdAt).toISOString(),
  }));
}
