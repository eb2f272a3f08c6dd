import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';
import { SYSTEM_METRICS } from './system.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

const get = (path: string, token = tokens.admin) => h.call('GET', path, { token });

describe('GET a/system/{x} (AC-7admin-16)', () => {
  it('samples the disk in GB from the machine, one sample per call, per_page newest', async () => {
    for (let i = 0; i < 3; i++) {
      await get('/a/system/hdd');
      h.tick(20_000);
    }
    const res = await get('/a/system/hdd?per_page=2');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ metric: 'hdd', refresh_seconds: 20 });
    expect(data.series).toHaveLength(2);
    const [older, newer] = data.series;
    expect(Date.parse(newer.at)).toBeGreaterThan(Date.parse(older.at));
    expect(newer.total_gb).toBeGreaterThan(0);
    expect(newer.used_gb + newer.free_gb).toBeLessThanOrEqual(newer.total_gb + 0.02);
  });

  it('answers every subpage; the queues report that the sandbox runs none', async () => {
    for (const metric of SYSTEM_METRICS) {
      const res = await get(`/a/system/${metric}`);
      expect(res.status, metric).toBe(200);
    }
    const cpu = (await json(await get('/a/system/cpu'))).data.series.at(-1);
    expect(cpu.cores).toBeGreaterThan(0);
    const queue = (await json(await get('/a/system/rabbitmq'))).data.series.at(-1);
    expect(queue).toMatchObject({ messages: 0, available: false });
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
