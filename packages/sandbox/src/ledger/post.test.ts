import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeEpochOf } from '../cache/writeEpoch.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { execute, ownAccount, quoteWithdrawal } from './operations.js';

// The create path posts a transaction in ONE statement (post.ts postInOneStatement) and
// ownAccount caches rows until the next write (cache/writeEpoch.ts): these prove both keep
// the per-request semantics of the former multi-statement transaction.
let eur: number;
let eurFm: number;
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme'],
  accountsOf: ['acme'],
  app: { otpRequired: false },
});
beforeAll(() => {
  eur = ids['Acme EUR main'] as number;
  eurFm = ids['Acme EUR free market'] as number;
});

const count = async (table: string) => {
  const r = await h.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n as number;
};
const available = async (id: number) =>
  (await json(await h.call('GET', `/manager/bank-accounts/${id}`, { token: tokens.acme }))).data
    .available_balance as string;
const transfer = (from: number, to: number, amount: string, bypass = true) =>
  h.call('POST', '/manager/transactions/transfer', {
    token: tokens.acme,
    body: { bank_account_id: from, to_account_id: to, amount, bypass_duplicate_check: bypass },
  });

describe('one-statement posting', () => {
  it('an overdraft answers 422 and writes nothing: no row, no history, no legs, same balances', async () => {
    const before = {
      tx: await count('transactions'),
      hist: await count('transaction_history'),
      legs: await count('ledger_postings'),
      eur: await available(eur),
      fm: await available(eurFm),
    };
    // The early balance check would answer first: bypass it by racing a drain, so the
    // statement itself meets the CHECK constraint. Simplest honest form: move everything
    // out concurrently twice; exactly one of two full-balance moves can succeed.
    const all = before.eur;
    const [a, b] = await Promise.all([transfer(eur, eurFm, all), transfer(eur, eurFm, all)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const failed = a.status === 422 ? a : b;
    expect((await json(failed)).errors.amount).toEqual(['Insufficient funds.']);
    expect(await count('transactions')).toBe(before.tx + 1);
    expect(await count('transaction_history')).toBe(before.hist + 1);
    expect(await count('ledger_postings')).toBe(before.legs + 2);
    expect(await available(eur)).toBe('0.00');
    // Put it back for the other tests.
    expect((await transfer(eurFm, eur, all)).status).toBe(201);
    expect(await available(eur)).toBe(before.eur);
    expect(await available(eurFm)).toBe(before.fm);
  });

  it('the statement itself refuses an overdraft (no early check in front): nothing is written', async () => {
    const before = {
      tx: await count('transactions'),
      legs: await count('ledger_postings'),
      eur: await available(eur),
    };
    const owner = await h.database.db.execute(
      sql`select company_id from bank_accounts where id = ${eur}`,
    );
    const companyId = (owner as unknown as { rows: Array<{ company_id: number }> }).rows[0]
      ?.company_id as number;
    const account = await ownAccount(h.database.db, companyId, eur);
    // 10 million EUR: far above the balance, posted straight through execute().
    const q = quoteWithdrawal(account, 10n ** 18n * 10_000_000n, 'sepa');
    await expect(execute(h.database.db, q, { companyId, userId: 1 })).rejects.toMatchObject({
      status: 422,
    });
    expect(await count('transactions')).toBe(before.tx);
    expect(await count('ledger_postings')).toBe(before.legs);
    expect(await available(eur)).toBe(before.eur);
  });

  it('concurrent creates each get their own result; a failing one does not fail the others', async () => {
    const start = await available(eur);
    // 20 moves of 1.00 out of an account holding exactly 10.00: 10 succeed, 10 get 422.
    const holding = await transfer(eur, eurFm, start);
    expect(holding.status).toBe(201);
    expect((await transfer(eurFm, eur, '10.00')).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transfer(eur, eurFm, '1.00')),
    );
    const bodies = await Promise.all(results.map((r) => json(r)));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBe(10);
    expect(results.filter((r) => r.status === 422).length).toBe(10);
    // Every success is its own transaction row.
    const ids = new Set(bodies.filter((b) => b.data).map((b) => b.data.id));
    expect(ids.size).toBe(10);
    expect(await available(eur)).toBe('0.00');
    const sums = await h.database.db.execute(
      sql`select currency, sum(amount)::text as s from ledger_postings group by currency`,
    );
    for (const row of (sums as unknown as { rows: Array<{ s: string }> }).rows) {
      expect(Number(row.s)).toBe(0);
    }
    expect((await transfer(eurFm, eur, start)).status).toBe(201);
  });

  it('a duplicate submit answers 409 and writes nothing', async () => {
    const before = await count('transactions');
    expect((await transfer(eur, eurFm, '3.21', false)).status).toBe(201);
    const again = await transfer(eur, eurFm, '3.21', false);
    expect(again.status).toBe(409);
    expect(await count('transactions')).toBe(before + 1);
  });

  it('the created row is presented like before (amounts, protocol, created_at)', async () => {
    const res = await transfer(eur, eurFm, '0.05');
    const body = await json(res);
    expect(body.data).toMatchObject({
      type: 'transfer',
      status: 'settled',
      amount: '0.05',
      fee_amount: '0.00',
      total_amount: '0.05',
      currency: 'EUR',
      bank_account_id: eur,
      to_account_id: eurFm,
      transmission_protocol: 'INTERNAL',
    });
    expect(Number.isNaN(Date.parse(body.data.created_at))).toBe(false);
  });
});

describe('account cache (write epoch)', () => {
  const preview = async () =>
    (
      await json(
        await h.call(
          'GET',
          `/manager/transactions/grand-total?amount=1&bank_account_id=${eur}&transfer_service=sepa`,
          { token: tokens.acme },
        ),
      )
    ).data.available_balance as string;

  it('a fee preview sees a balance change made by a create at once', async () => {
    const before = await preview();
    expect(await preview()).toBe(before);
    expect((await transfer(eur, eurFm, '1.00')).status).toBe(201);
    expect(await preview()).not.toBe(before);
    expect((await transfer(eurFm, eur, '1.00')).status).toBe(201);
    expect(await preview()).toBe(before);
  });

  it('any write through the database, even raw SQL elsewhere, invalidates it', async () => {
    const before = await preview();
    await h.database.db.execute(
      sql`update bank_accounts set available = available + 5 where id = ${eur}`,
    );
    expect(await preview()).not.toBe(before);
    await h.database.db.execute(
      sql`update bank_accounts set available = available - 5 where id = ${eur}`,
    );
    expect(await preview()).toBe(before);
  });

  it('the write counter moves on writes and transactions, not on plain reads', async () => {
    const epoch = writeEpochOf(h.database.db);
    expect(epoch).toBeDefined();
    const e0 = epoch?.value as number;
    await h.database.db.execute(sql`select 1`);
    expect(epoch?.value).toBe(e0);
    await h.database.db.execute(sql`select id from bank_accounts where id = ${eur} for update`);
    expect(epoch?.value).toBeGreaterThan(e0);
    const e1 = epoch?.value as number;
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(epoch?.value).toBeGreaterThan(e1);
  });
});
