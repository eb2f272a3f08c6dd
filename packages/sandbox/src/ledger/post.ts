import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { bankAccounts, ledgerPostings, submitGuards, transactions } from '../db/schema.js';
import { transactionHistory } from '../db/schemaActivity.js';
import type { Db } from '../db/types.js';
import { fromUnits } from '../lib/decimal.js';
import type { TransactionRow } from '../routes/present.js';
import { assertLedgerWrite } from './ledgerScope.js';

/** The database or an open transaction: both run the same queries. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * The duplicate-submit claim (PP-8-09): stores the key, or renews one older than 5
 * minutes, and returns the key only when this submit got it. Atomic, so of concurrent
 * identical submits exactly one gets a row back.
 */
export function claimGuardSql(key: string, at: string) {
  return sql`insert into ${submitGuards} (key, created_at) values (${key}, ${at}::timestamptz)
    on conflict (key) do update set created_at = excluded.created_at
    where ${submitGuards.createdAt} < excluded.created_at - interval '5 minutes'
    returning key`;
}

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
  assertLedgerWrite();
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

/** What {@link postInOneStatement} writes: the transaction row, its first history line, legs. */
export interface OneStatementPosting {
  transaction: {
    companyId: number;
    userId: number;
    type: string;
    status: string;
    bankAccountId: number;
    toAccountId: number | null;
    currency: string;
    amount: string;
    fee: string;
    exchangeFee: string;
    toCurrency: string | null;
    toAmount: string | null;
    rate: string | null;
    protocol: string;
    customer: Record<string, unknown> | null;
  };
  historyNote: string;
  legs: readonly Leg[];
  /** Duplicate-submit key claimed in the same statement; null skips the guard. */
  dedupeKey: string | null;
  /** ISO time of the claim. */
  at: string;
}

const txColumns = getTableColumns(transactions);

/**
 * The whole posting of a new transaction as ONE statement (data-modifying CTEs): the
 * duplicate-submit claim, the row locks on the company accounts (id order, as
 * {@link post}), the balance update, the transaction row, its history line and the legs.
 * One statement is atomic on its own, so no BEGIN/COMMIT round trips are needed: on PGlite
 * every round trip costs ~0.7 ms, and this replaces eight of them with one.
 *
 * Overdraft: the `bank_accounts_available_non_negative` CHECK fails the statement (23514)
 * and nothing is written. Returns null when the claim found a recent identical submit
 * (nothing is written then either).
 */
export async function postInOneStatement(
  db: Pick<Db, 'execute'>,
  p: OneStatementPosting,
): Promise<TransactionRow | null> {
  assertLedgerWrite();
  const sums = new Map<string, bigint>();
  for (const leg of p.legs) sums.set(leg.currency, (sums.get(leg.currency) ?? 0n) + leg.units);
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`Unbalanced postings in ${currency}`);
  }
  // Net movement per account; system accounts drop out in the join with `locked`.
  const net = new Map<number, bigint>();
  for (const leg of p.legs) net.set(leg.accountId, (net.get(leg.accountId) ?? 0n) + leg.units);
  const moves = [...net].filter(([, delta]) => delta !== 0n);
  const ids = sql.join(
    [...net.keys()].map((id) => sql`${id}::int`),
    sql`, `,
  );
  const t = p.transaction;
  const go = p.dedupeKey
    ? sql`claim as (${claimGuardSql(p.dedupeKey, p.at)}),
      go as materialized (select 1 as go from claim)`
    : sql`go as materialized (select 1 as go)`;
  const move =
    moves.length === 0
      ? sql``
      : sql`, moved as (
        update ${bankAccounts} as a set available = a.available + v.delta
        from (values ${sql.join(
          moves.map(([id, delta]) => sql`(${id}::int, ${fromUnits(delta)}::numeric)`),
          sql`, `,
        )}) as v(id, delta), locked
        where a.id = v.id and locked.id = v.id
        returning a.id)`;
  const legValues = sql.join(
    p.legs.map(
      (l) => sql`(${l.accountId}::int, ${l.currency}::varchar, ${fromUnits(l.units)}::numeric)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ${go},
    locked as materialized (
      select id from ${bankAccounts}
      where id in (${ids}) and system is null and exists (select 1 from go)
      order by id for no key update)${move},
    tx as (
      insert into ${transactions} (company_id, user_id, type, status, bank_account_id,
        to_account_id, currency, amount, fee, exchange_fee, to_currency, to_amount, rate,
        protocol, customer)
      select ${t.companyId}::int, ${t.userId}::int, ${t.type}::varchar, ${t.status}::varchar,
        ${t.bankAccountId}::int, ${t.toAccountId}::int, ${t.currency}::varchar,
        ${t.amount}::numeric, ${t.fee}::numeric, ${t.exchangeFee}::numeric,
        ${t.toCurrency}::varchar, ${t.toAmount}::numeric, ${t.rate}::numeric,
        ${t.protocol}::varchar, ${t.customer === null ? null : JSON.stringify(t.customer)}::jsonb
      from go
      returning *),
    hist as (
      insert into ${transactionHistory} (transaction_id, status, note, user_id)
      select id, status, ${p.historyNote}::varchar, user_id from tx),
    legs as (
      insert into ${ledgerPostings} (transaction_id, account_id, currency, amount)
      select tx.id, l.account_id, l.currency, l.amount
      from tx, (values ${legValues}) as l(account_id, currency, amount))
    select * from tx`);
  const [raw] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!raw) return null;
  // The same mapping drizzle applies to a `returning()` row.
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(txColumns)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TransactionRow;
}
