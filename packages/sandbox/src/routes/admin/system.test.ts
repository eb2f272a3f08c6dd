import { SYSTEM_SUBPAGES } from '@flexportal/core/admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema.js';
import { reports } from '../../db/schemaCompany.js';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

const get = (path: string, token = tokens.admin) => h.call('GET', path, { token });

describe('GET a/system/{x} (AC-7admin-16)', () => {
  it('samples the disk in whole bytes from the machine, one sample per call, per_page newest', async () => {
    for (let i = 0; i < 3; i++) {
      await get('/a/system/hdd');
      h.tick(20_000);
    }
    const res = await get('/a/system/hdd?per_page=2');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ metric: 'hdd', refresh_seconds: 20, source: 'host' });
    expect(data.series).toHaveLength(2);
    const [older, newer] = data.series;
    expect(Date.parse(newer.at)).toBeGreaterThan(Date.parse(older.at));
    expect(newer.date).toBe(newer.at);
    for (const key of ['total', 'free', 'used']) expect(newer[key]).toMatch(/^\d+$/);
    expect(BigInt(newer.total)).toBeGreaterThan(0n);
    expect(BigInt(newer.used) + BigInt(newer.free)).toBe(BigInt(newer.total));
  });

  it('answers every subpage: the job queue stands in for rabbitmq, the CRM queues have no source', async () => {
    for (const metric of SYSTEM_SUBPAGES) {
      const res = await get(`/a/system/${metric}`);
      expect(res.status, metric).toBe(200);
    }
    const cpu = (await json(await get('/a/system/cpu'))).data.series.at(-1);
    expect(cpu.cores).toBeGreaterThan(0);
    const queue = (await json(await get('/a/system/rabbitmq'))).data;
    expect(queue.source).toBe('sandbox-jobs');
    const jobs = queue.series.at(-1);
    expect(jobs).toMatchObject({ available: true });
    expect(jobs.messages).toBe(jobs.waiting + jobs.running);
    for (const crm of ['crm_queue_upsert', 'crm_queue_tags']) {
      const none = (await json(await get(`/a/system/${crm}`))).data;
      expect(none.source, crm).toBeNull();
      expect(none.series.at(-1), crm).toEqual({ at: expect.any(String), available: false });
    }
  });

  it('counts a waiting report job in the rabbitmq series', async () => {
    const db = h.database.db;
    const before = (await json(await get('/a/system/rabbitmq'))).data.series.at(-1);
    const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, 1));
    if (!account) throw new Error('no seeded account');
    const [row] = await db
      .insert(reports)
      .values({ companyId: 1, bankAccountId: account.id, name: 'waiting', format: 'csv' })
      .returning();
    try {
      const after = (await json(await get('/a/system/rabbitmq'))).data.series.at(-1);
      expect(after.waiting).toBe(before.waiting + 1);
      expect(after.messages).toBe(before.messages + 1);
    } finally {
      if (row) await db.delete(reports).where(eq(reports.id, row.id));
    }
  });

  it('answers 404 for an unknown subpage, 422 for a bad per_page, 403 for a manager', async () => {
    expect((await get('/a/system/mainframe')).status).toBe(404);
    expect((await get('/a/system/cpu?per_page=0')).status).toBe(422);
    expect((await get('/a/system/cpu', tokens.acme)).status).toBe(403);
    expect(await h.status('GET', '/a/system/cpu')).toBe(401);
  });
});

describe('a/system volumes (AC-7admin-17)', () => {
  it('counts transactions per day and currency with decimal sums', async () => {
    const res = await get('/a/system/transaction-volume?days=366');
    expect(res.status).toBe(200);
    const rows = (await json(res)).data as Array<{ date: string; count: number; amount: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.date) && /^\d+\.\d+$/.test(r.amount)),
    ).toBe(true);
    const all = await json(await get('/a/transactions?from_date=1900-01-01&per_page=1'));
    const counted = rows.reduce((t, r) => t + r.count, 0);
    expect(counted).toBeLessThanOrEqual(all.meta.total);
    const globex = (await json(await get('/a/system/transaction-volume?days=366&company_id=3')))
      .data as Array<{ count: number }>;
    expect(globex.reduce((t, r) => t + r.count, 0)).toBeLessThan(counted);
  });

  it('counts activities per event', async () => {
    const rows = (await json(await get('/a/system/activities-volume-by-type?days=366'))).data;
    const settled = rows.find((r: { type: string }) => r.type === 'settled');
    expect(settled.count).toBeGreaterThan(0);
  });

  it('answers 422 for bad days, 403 for a manager', async () => {
    expect((await get('/a/system/transaction-volume?days=0')).status).toBe(422);
    expect((await get('/a/system/activities-volume-by-type?days=abc')).status).toBe(422);
    expect((await get('/a/system/transaction-volume', tokens.acme)).status).toBe(403);
    expect((await get('/a/system/activities-volume-by-type', tokens.acme)).status).toBe(403);
  });
});
