import { eq } from 'drizzle-orm';
import { transactions } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { presentTransaction } from '../routes/present.js';
import { HISTORY_NOTES, recordHistory } from './history.js';
import { duplicate, moneyWrite } from './operations.js';
import { claimGuardSql, type Executor, type Leg, post } from './post.js';

/**
 * One money move the quote-based `execute()` does not cover (card payout, crypto buy,
 * crypto deposit, import rows): the transaction row, its balanced legs (system account
 * ids already resolved), and whether it is confirmed at once (pending, then completed).
 */
export interface Move {
  row: Omit<typeof transactions.$inferInsert, 'companyId' | 'userId'>;
  legs: Leg[];
  /** Confirmed in the same database transaction: history shows progress, then settled. */
  completeAt?: 'once' | undefined;
  /** A history line after "Created" (an administrator's credit and its note). */
  note?: string | undefined;
}

/** Who moves the money, and the duplicate-submit key of the whole request. */
export interface MoveMeta {
  companyId: number;
  /** Who moved it; null for money arriving from outside (a simulated incoming deposit). */
  userId: number | null;
  /** Duplicate-submit key; null when the caller sent bypass_duplicate_check. */
  dedupeKey: string | null;
  now: number;
}

/**
 * Posts moves in ONE database transaction (all or nothing): claims the duplicate key,
 * writes each row with its history and postings. A debit beyond the available balance
 * rolls everything back and answers 422 on `amount`; deadlocks are retried like execute().
 */
export async function postMoves(db: Db, moves: readonly Move[], meta: MoveMeta) {
  return moneyWrite(() =>
    db.transaction(async (tx) => {
      const ex = tx as unknown as Executor;
      if (meta.dedupeKey) await claimGuard(ex, meta.dedupeKey, meta.now);
      const out = [];
      for (const move of moves) out.push(await postOne(ex, move, meta));
      return out;
    }),
  );
}

/** {@link postMoves} of a single move. */
export async function postMove(db: Db, move: Move, meta: MoveMeta) {
  const [created] = await postMoves(db, [move], meta);
  return created as NonNullable<typeof created>;
}

/** The same atomic guard as execute(): concurrent identical submits, only one row back. */
async function claimGuard(ex: Executor, key: string, now: number) {
  const claimed = await ex.execute(claimGuardSql(key, new Date(now).toISOString()));
  if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) throw duplicate();
}

async function postOne(ex: Executor, move: Move, meta: MoveMeta) {
  const [inserted] = await ex
    .insert(transactions)
    .values({ ...move.row, companyId: meta.companyId, userId: meta.userId })
    .returning();
  let row = inserted as NonNullable<typeof inserted>;
  await recordHistory(ex, [
    { transactionId: row.id, status: row.status, note: HISTORY_NOTES.created, userId: meta.userId },
    ...(move.note
      ? [{ transactionId: row.id, status: row.status, note: move.note, userId: meta.userId }]
      : []),
  ]);
  await post(ex, row.id, move.legs);
  if (move.completeAt === 'once') {
    const [settled] = await ex
      .update(transactions)
      .set({ status: 'settled' })
      .where(eq(transactions.id, row.id))
      .returning();
    row = settled as NonNullable<typeof settled>;
    await recordHistory(ex, [
      { transactionId: row.id, status: 'settled', note: HISTORY_NOTES.status('settled') },
    ]);
  }
  return presentTransaction(row);
}
