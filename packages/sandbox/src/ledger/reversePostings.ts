import { eq } from 'drizzle-orm';
import { ledgerPostings } from '../db/schema.js';
import { toUnits } from '../lib/decimal.js';
import { type Executor, type Leg, post } from './post.js';

/**
 * The legs that undo what a transaction's postings still hold: per account and currency the
 * net of its postings, negated; accounts already back at zero are left out. Pure.
 */
export function reversalLegs(
  postings: ReadonlyArray<{ accountId: number; currency: string; amount: string }>,
): Leg[] {
  const net = new Map<string, Leg>();
  for (const p of postings) {
    const key = `${p.accountId}:${p.currency}`;
    const leg = net.get(key) ?? { accountId: p.accountId, currency: p.currency, units: 0n };
    leg.units -= toUnits(p.amount);
    net.set(key, leg);
  }
  return [...net.values()].filter((l) => l.units !== 0n);
}

/**
 * Returns a transaction's money through the ledger (a denied withdrawal, a declined API
 * payment): posts {@link reversalLegs} of its own postings on the same transaction, so
 * whatever it reserved, with its fee, goes back to where it came from and the transaction
 * nets to zero. Runs inside the caller's database transaction (like {@link post}); returns
 * the company and system accounts it touched.
 */
export async function reversePostings(tx: Executor, transactionId: number): Promise<number[]> {
  const postings = await tx
    .select({
      accountId: ledgerPostings.accountId,
      currency: ledgerPostings.currency,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, transactionId));
  const legs = reversalLegs(postings);
  if (legs.length > 0) await post(tx, transactionId, legs);
  return legs.map((l) => l.accountId);
}
