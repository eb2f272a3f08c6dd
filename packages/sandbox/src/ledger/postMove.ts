import { eq, sql } from 'drizzle-orm';
import { submitGuards, transactions } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { ApiError, fieldError } from '../http/errors.js';
import { presentTransaction } from '../routes/present.js';
import { HISTORY_NOTES, recordHistory } from './history.js';
import { sqlState } from './operations.js';
import { type Executor, InsufficientFunds, type Leg, post } from './post.js';

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
}

/** Who moves the money, and the duplicate-submit key of the whole request. */
export interface MoveMeta {
  companyId: number;
  userId: number;
  /** Duplicate-submit key; null when the caller sent bypass_duplicate_check. */
  dedupeKey: string | null;
  now: number;
}

const DUPLICATE = 'A similar transaction was submitted in the last 5 minutes.';

/**
 * Posts moves in ONE database transaction (all or nothing): claims the duplicate key,
 * writes each row with its history and postings. A debit beyond the available balance
 * rolls everything back and answers 422 on `amount`; deadlocks are retried like execute().
 */
export async function postMoves(db: Db, moves: readonly Move[], meta: MoveMeta) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const ex = tx as unknown as Executor;
        if (meta.dedupeKey) await claimGuard(ex, meta.dedupeKey, meta.now);
        const out = [];
        for (const move of moves) out.push(await postOne(ex, move, meta));
        return out;
      });
    } catch (err) {
      if (attempt < 3 && (sqlState(err) === '40P01' || sqlState(err) === '40001')) continue;
      if (err instanceof InsufficientFunds || sqlState(err) === '23514') {
        throw fieldError('amount', 'Insufficient funds.');
      }
      throw err;
    }
  }
}

/** {@link postMoves} of a single move. */
export async function postMove(db: Db, move: Move, meta: MoveMeta) {
  const [created] = await postMoves(db, [move], meta);
  return created as NonNullable<typeof created>;
}

/** The same atomic guard as execute(): concurrent identical submits, only one row back. */
async function claimGuard(ex: Executor, key: string, now: number) {
  const at = new Date(now).toISOString();
  const claimed = await ex.execute(sql`
    insert into ${submitGuards} (key, created_at) values (${key}, ${at}::timestamptz)
    on conflict (key) do update set created_at = excluded.created_at
    where ${submitGuards.createdAt} < excluded.created_at - interval '5 minutes'
    returning key`);
  if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) {
    throw new ApiError(409, DUPLICATE, { errors: { bypass_duplicate_check: [DUPLICATE] } });
  }
}

async function postOne(ex: Executor, move: Move, meta: MoveMeta) {
  const [inserted] = await ex
    .insert(transactions)
    .values({ ...move.row, companyId: meta.companyId, userId: meta.userId })
    .returning();
  let row = inserted as NonNullable<typeof inserted>;
  await recordHistory(ex, [
    { transactionId: row.id, status: row.status, note: HISTORY_NOTES.created, userId: meta.userId },
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
