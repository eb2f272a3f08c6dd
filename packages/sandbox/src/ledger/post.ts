import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bankAccounts, ledgerPostings, transactions } from '../db/schema.js';
import { transactionHistory } from '../db/schemaActivity.js';
import type { Db } from '../db/types.js';
import { fromUnits } from '../lib/decimal.js';

/** The database or an open transaction: both run the same queries. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** One side of a posting: an account and a signed amount in its currency (units, 1e18). */
export interface Leg {
  accountId: number;
  currency: string;
  units: bigint;
}

/** Thrown when a debit would take a company account below zero; answered as 422. */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super('Insufficient funds');
  }
}

/** System account ids per database handle: they never change once created. */
const systemIds = new WeakMap<object, Map<string, number>>();

/** Cached {@link systemAccount} for use outside a transaction (the id is stable). */
export async function cachedSystemAccount(
  db: Executor,
  kind: 'external' | 'fees' | 'fx',
  currency: string,
): Promise<number> {
  let map = systemIds.get(db);
  if (!map) {
    map = new Map();
    systemIds.set(db, map);
  }
  const key = `${kind}:${currency}`;
  const known = map.get(key);
  if (known !== undefined) return known;
  const id = await systemAccount(db, kind, currency);
  map.set(key, id);
  return id;
}

/** Finds (or creates) the system account of a kind in a currency. */
export async function systemAccount(
  db: Executor,
  kind: 'external' | 'fees' | 'fx',
  currency: string,
): Promise<number> {
  const found = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.system, kind),
        eq(bankAccounts.currency, currency),
        isNull(bankAccounts.companyId),
      ),
    );
  if (found[0]) return found[0].id;
  const [row] = await db
    .insert(bankAccounts)
    .values({
      system: kind,
      name: `system ${kind} ${currency}`,
      currency,
      currencyType: 'system',
      subUnit: 18,
    })
    .returning({ id: bankAccounts.id });
  return (row as { id: number }).id;
}

/**
 * Writes balanced postings and moves the available balances of the company accounts they
 * touch. Must run inside a database transaction: the touched company accounts are locked
 * in id order (no deadlock between opposite transfers), and each debit is a conditional
 * UPDATE that matches no row when it would overdraw, so no race can overdraft.
 */
export async function post(tx: Executor, transactionId: number, legs: readonly Leg[]) {
  const sums = new Map<string, bigint>();
  for (const leg of legs) sums.set(leg.currency, (sums.get(leg.currency) ?? 0n) + leg.units);
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`Unbalanced postings in ${currency}`);
  }
  const ids = [...new Set(legs.map((l) => l.accountId))].sort((a, b) => a - b);
  // System accounts are never locked or updated (their balance is the ledger's), so the
  // hot fee and FX rows do not serialise unrelated companies.
  const locked = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.id, ids), isNull(bankAccounts.system)))
    .orderBy(asc(bankAccounts.id))
    .for('no key update');
  const isCompany = new Set(locked.map((a) => a.id));
  // Net movement per company account, debits checked against what is available now.
  const net = new Map<number, bigint>();
  for (const leg of legs) {
    if (isCompany.has(leg.accountId)) {
      net.set(leg.accountId, (net.get(leg.accountId) ?? 0n) + leg.units);
    }
  }
  // One conditional UPDATE for all company accounts (already locked in id order): a row
  // whose new balance would be negative is not updated, so fewer rows than expected means
  // insufficient funds and the caller's transaction rolls back.
  const moves = [...net].filter(([, delta]) => delta !== 0n);
  if (moves.length > 0) {
    const values = sql.join(
      moves.map(([id, delta]) => sql`(${id}::int, ${fromUnits(delta)}::numeric)`),
      sql`, `,
    );
    const moved = await tx.execute(sql`
      update ${bankAccounts} as a set available = a.available + v.delta
      from (values ${values}) as v(id, delta)
      where a.id = v.id and a.available + v.delta >= 0
      returning a.id`);
    const rows = (moved as unknown as { rows: Array<{ id: number }> }).rows;
    if (rows.length !== moves.length) {
      const ok = new Set(rows.map((r) => Number(r.id)));
      throw new InsufficientFunds(moves.find(([id]) => !ok.has(id))?.[0] ?? 0);
    }
  }
  await tx.insert(ledgerPostings).values(
    legs.map((leg) => ({
      transactionId,
      accountId: leg.accountId,
      currency: leg.currency,
      amount: fromUnits(leg.units),
    })),
  );
}

/** Inserts a transaction row and its first history line; returns its id. */
export async function insertTransaction(
  tx: Executor,
  values: typeof transactions.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(transactions).values(values).returning({ id: transactions.id });
  const id = (row as { id: number }).id;
  await tx.insert(transactionHistory).values({
    transactionId: id,
    status: values.status,
    note: 'Created',
    userId: values.userId ?? null,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return id;
}
