import { eq, sql } from 'drizzle-orm';
import { HISTORY_NOTES, recordHistory } from '../ledger/history.js';
import { systemAccount } from '../ledger/post.js';
import { fromUnits, toUnits } from '../lib/decimal.js';
import { bankAccounts, ledgerPostings, transactions } from './schema.js';
import { announcements, transactionHistory } from './schemaActivity.js';
import type { Db } from './types.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The account holding the seeded deposit history (paging and charts). */
const COLLECTIONS_ACCOUNT = 'Acme GBP Collections';
/** How many settled deposits it receives. */
const HISTORY_DEPOSITS = 250;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PAYERS = [
  'Northwind Traders',
  'Contoso Ltd',
  'Fabrikam plc',
  'Tailspin Toys',
  'Litware Inc',
  'Proseware Ltd',
  'Adventure Works',
];

/** Integer cents to a decimal string ("12345" cents -> "123.45"). */
const centsToDecimal = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Age (ms before the seed time) of deposit `i`: 12 in the last 24 hours, 48 over the last
 * 31 days, the rest over the 13 months before, so hour, day and month charts have data.
 */
function ageOf(i: number): number {
  if (i < 12) return i * 2 * HOUR + 10 * 60_000 + (i % 5) * 60_000;
  if (i < 60) return DAY + Math.trunc(((i - 12) * 29 * DAY) / 48) + (i % 7) * HOUR;
  return 31 * DAY + Math.trunc(((i - 60) * 364 * DAY) / 190) + (i % 11) * HOUR;
}

/**
 * `Acme GBP Collections` (GBP, not selected) and 250 settled incoming deposits into it,
 * each with balanced postings (outside world -> account) and a history line. One insert
 * per table, not 250 round trips. Runs inside the seed's transaction.
 */
export async function seedDepositHistory(tx: Tx, companyId: number): Promise<number> {
  // The transaction's start time: the other seeded rows get it as their created_at.
  const [{ now } = { now: '' }] = (
    (await tx.execute(
      sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`,
    )) as unknown as { rows: Array<{ now: string }> }
  ).rows;
  const base = Date.parse(now);
  const [account] = await tx
    .insert(bankAccounts)
    .values({
      companyId,
      name: COLLECTIONS_ACCOUNT,
      currency: 'GBP',
      currencyType: 'fiat',
      subUnit: 2,
      iban: 'GB33BUKB20201555555555',
      selected: false,
    })
    .returning({ id: bankAccounts.id });
  const accountId = (account as { id: number }).id;
  const external = await systemAccount(tx, 'external', 'GBP');
  const rows = Array.from({ length: HISTORY_DEPOSITS }, (_, i) => {
    const cents = 5_000 + (((i * 7_919 + 13) * 104_729) % 1_200_000);
    return {
      companyId,
      type: 'deposit',
      status: 'settled',
      toAccountId: accountId,
      currency: 'GBP',
      amount: centsToDecimal(cents),
      protocol: 'FPS_CHAPS',
      customer: { name: PAYERS[i % PAYERS.length] as string, reference: `INV-${1000 + i}` },
      createdAt: new Date(base - ageOf(i)).toISOString(),
    };
  });
  // Oldest first, so ids grow with time like real traffic.
  rows.reverse();
  const inserted = await tx
    .insert(transactions)
    .values(rows)
    .returning({ id: transactions.id, amount: transactions.amount, at: transactions.createdAt });
  let total = 0n;
  for (const r of inserted) total += toUnits(r.amount);
  await tx.insert(ledgerPostings).values(
    inserted.flatMap((r) => [
      { transactionId: r.id, accountId: external, currency: 'GBP', amount: `-${r.amount}` },
      { transactionId: r.id, accountId, currency: 'GBP', amount: r.amount },
    ]),
  );
  await tx.insert(transactionHistory).values(
    inserted.flatMap((r) => [
      {
        transactionId: r.id,
        status: 'progress',
        note: 'Incoming payment received',
        createdAt: r.at,
      },
      {
        transactionId: r.id,
        status: 'settled',
        note: 'Status changed to settled',
        createdAt: r.at,
      },
    ]),
  );
  await tx
    .update(bankAccounts)
    .set({ available: fromUnits(total) })
    .where(eq(bankAccounts.id, accountId));
  return accountId;
}

/** A seeded status change: the new status and its history line. */
export async function seedStatusChange(tx: Tx, id: number, status: string, userId: number) {
  await tx.update(transactions).set({ status }).where(eq(transactions.id, id));
  const note =
    status === 'denied'
      ? HISTORY_NOTES.denied
      : status === 'api'
        ? HISTORY_NOTES.apiAwaiting
        : HISTORY_NOTES.status(status);
  await recordHistory(tx, [{ transactionId: id, status, note, userId }]);
}

/** Seeded announcements: published ones newest first, one with an HTML-looking title. */
export async function seedAnnouncements(tx: Tx): Promise<void> {
  await tx.insert(announcements).values([
    {
      title: 'New GBP collection accounts',
      message: 'Receive GBP by Faster Payments into a dedicated collection account.',
      createdAt: sql`now() - interval '20 days'`,
    },
    {
      title: '<b>Maintenance</b> window',
      message: 'Payments may be delayed on Sunday 02:00-04:00 UTC & <i>card top-ups</i> pause.',
      createdAt: sql`now() - interval '3 days'`,
    },
    {
      title: 'Updated SEPA cut-off times',
      message: 'SEPA payments submitted after 15:00 CET settle the next business day.',
      createdAt: sql`now() - interval '1 day'`,
    },
    { title: 'Draft: Q3 fee changes', message: 'Not published yet.', published: false },
  ]);
}

/**
 * A restored seed snapshot may be days old: moves every seeded timestamp of transactions,
 * their postings and history, announcements and the demo keys' expiry forward so the newest transaction is
 * "now" (charts of the last 24 hours and the current month have data). One statement;
 * the data-modifying CTEs all see the rows as they were before.
 */
export async function rebaseSeedTimes(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    with s as (select now() - max(created_at) as d from transactions),
    h as (update transaction_history set created_at = created_at + (select d from s)
          where (select d from s) > interval '0'),
    p as (update ledger_postings set created_at = created_at + (select d from s)
          where (select d from s) > interval '0'),
    a as (update announcements set created_at = created_at + (select d from s)
          where (select d from s) > interval '0'),
    k as (update auth_keys set expires_at = expires_at + (select d from s)
          where (select d from s) > interval '0' and used_at is null)
    update transactions set created_at = created_at + (select d from s)
    where (select d from s) > interval '0'`);
}
