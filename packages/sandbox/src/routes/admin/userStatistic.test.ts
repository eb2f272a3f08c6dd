import { AdminStatistic } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { authCheckpoints, transactions, users } from '../../db/schema.js';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

/** An exact decimal string as an integer of 10^-8 units (computed here, not by the sandbox). */
const units = (s: string) => {
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const n = BigInt(whole) * 100_000_000n + BigInt(frac.padEnd(8, '0').slice(0, 8));
  return s.startsWith('-') ? -n : n;
};

describe('GET a/users/statistic (AC-7admin-04, AC-3-22, AC-9-02)', () => {
  it('matches the database, counted independently', async () => {
    const res = await h.call('GET', '/a/users/statistic', { token: tokens.admin });
    expect(res.status).toBe(200);
    const stat = AdminStatistic.parse((await json(res)).data);
    const { db } = h.database;
    const txs = await db.select().from(transactions);
    const people = await db.select().from(users);
    const seen = await db.select().from(authCheckpoints);
    const since = h.now() - 30 * 86_400_000;
    const recent = (at: string | Date) => new Date(at).getTime() >= since;
    expect(stat.days).toBe(30);
    expect(stat.transactions.total).toBe(txs.length);
    expect(stat.transactions.recent).toBe(txs.filter((t) => recent(t.createdAt)).length);
    expect(stat.transactions.deposit).toBe(
      txs.filter((t) => t.type === 'deposit' || t.type === 'receive_crypto').length,
    );
    expect(stat.transactions.withdraw).toBe(
      txs.filter((t) => ['withdrawal', 'withdraw_crypto', 'card', 'import'].includes(t.type))
        .length,
    );
    const fees = new Map<string, bigint>();
    for (const t of txs.filter((t) => t.status === 'settled')) {
      fees.set(t.currency, (fees.get(t.currency) ?? 0n) + units(t.fee) + units(t.exchangeFee));
    }
    expect(new Map(stat.transactions.fee.map((f) => [f.currency, units(f.amount)]))).toEqual(fees);
    expect(stat.users).toEqual({
      total: people.length,
      new: people.filter((u) => recent(u.createdAt)).length,
      active: new Set(seen.filter((s) => recent(s.lastSeenAt)).map((s) => s.userId)).size,
    });
    // The seed has Admin Action Required withdrawals; open tickets counted from their table.
    expect(stat.waiting.admin_action_required).toBe(txs.filter((t) => t.status === 'api').length);
    expect(stat.waiting.admin_action_required).toBeGreaterThan(0);
    const { sql } = await import('drizzle-orm');
    const open = (await h.database.db.execute(
      sql`select count(*)::int as n from tickets where status = 'open'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(stat.waiting.open_tickets).toBe(open.rows[0]?.n);
    // The 10 newest users, newest first.
    const newest = [...people]
      .sort((a, b) => +new Date(b.createdAt) - +new Date(a.createdAt) || b.id - a.id)
      .slice(0, 10)
      .map((u) => u.email);
    expect(stat.recent_users.map((u) => u.email)).toEqual(newest);
  });

  it('is for administrators only (403 for a manager)', async () => {
    expect(await h.status('GET', '/a/users/statistic', { token: tokens.acme })).toBe(403);
  });
});
