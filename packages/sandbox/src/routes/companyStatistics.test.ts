import {
  AccountVolume,
  CompanyStatistic,
  dataEnvelope,
  Transaction,
  TransactionVolume,
} from '@flexportal/core/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toUnits } from '../lib/decimal.js';
import { accountIdsByName, json, sandboxSuite } from '../testing/harness.js';

let globexIds: Record<string, number>;
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'admin'],
  accountsOf: ['acme'],
});
beforeAll(async () => {
  globexIds = await accountIdsByName(h, tokens.globex);
});

const Counts = z.strictObject({
  all: z.number().int().min(0),
  waiting: z.number().int().min(0),
  approved: z.number().int().min(0),
  denied: z.number().int().min(0),
});
const Periods = z.strictObject({
  total: Counts,
  current_month: Counts,
  previous_month: Counts,
  current_year: Counts,
});
const Statistic = z.strictObject({
  data: z.strictObject({ transactions: Periods, compliances: Periods }),
});
const Point = z.strictObject({
  at: z.iso.datetime(),
  count: z.number().int().positive(),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
});
const Volume = z.strictObject({
  data: z.strictObject({
    granularity: z.enum(['month', 'day', 'hour']),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    series: z.array(z.strictObject({ currency: z.string(), points: z.array(Point) })),
  }),
});
type Volume = z.infer<typeof Volume>['data'];

const get = (path: string, token = tokens.acme) => h.call('GET', path, { token });
const totalOf = async (query: string, token = tokens.acme) =>
  (await json(await get(`/manager/transactions?per_page=1&${query}`, token))).meta.total as number;
/** Every transaction of the list endpoint for a query (one page of 500 holds them). */
async function listAll(query: string, token = tokens.acme): Promise<Transaction[]> {
  const body = await json(await get(`/manager/transactions?per_page=500&${query}`, token));
  expect(body.meta.last_page).toBe(1);
  return body.data.map((t: unknown) => Transaction.parse(t));
}

/** Bucket start of an ISO time, computed here with Date (times only; never amounts). */
function bucketOf(iso: string, g: 'month' | 'day' | 'hour'): string {
  const d = new Date(iso);
  const start =
    g === 'month'
      ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
      : g === 'day'
        ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
  return new Date(start).toISOString();
}

/**
 * What the volume should be, from the list endpoint: settled rows in [from, to), summed as
 * BigInt units per currency and bucket. With an account, a credit counts in what it got.
 */
function expectedVolume(rows: Transaction[], v: Volume, accountId?: number) {
  const out = new Map<string, { count: number; units: bigint }>();
  for (const t of rows) {
    if (t.status !== 'settled' || t.created_at < v.from || t.created_at >= v.to) continue;
    const asTarget = accountId !== undefined && t.bank_account_id !== accountId;
    const currency = asTarget ? (t.to_currency ?? t.currency) : t.currency;
    const amount = asTarget ? (t.to_amount ?? t.amount) : t.amount;
    const key = `${currency} ${bucketOf(t.created_at, v.granularity)}`;
    const cell = out.get(key) ?? { count: 0, units: 0n };
    out.set(key, { count: cell.count + 1, units: cell.units + toUnits(amount) });
  }
  return out;
}
function actualVolume(v: Volume) {
  const out = new Map<string, { count: number; units: bigint }>();
  for (const s of v.series) {
    const ats = s.points.map((p) => p.at);
    expect(ats, 'points ascending').toEqual([...ats].sort());
    for (const p of s.points) {
      expect(p.at >= bucketOf(v.from, v.granularity) && p.at < v.to).toBe(true);
      expect(bucketOf(p.at, v.granularity)).toBe(p.at);
      out.set(`${s.currency} ${p.at}`, { count: p.count, units: toUnits(p.amount) });
    }
  }
  return out;
}

describe('GET company/statistic (AC-7mgr-08)', () => {
  it('answers the contract shape; compliances counted from the trackings (issue 21)', async () => {
    const res = await get('/company/statistic', tokens.reader);
    expect(res.status).toBe(200);
    const { data } = Statistic.parse(await json(res));
    // Acme's seeded trackings: one verified, one declined (issue 38), both created now.
    for (const p of [data.compliances.total, data.compliances.current_month]) {
      expect(p).toEqual({ all: 2, waiting: 0, approved: 1, denied: 1 });
    }
    expect(data.compliances.previous_month).toEqual({ all: 0, waiting: 0, approved: 0, denied: 0 });
    const globex = Statistic.parse(await json(await get('/company/statistic', tokens.globex)));
    expect(globex.data.compliances.total.all).toBe(0);
    for (const p of Object.values(data.transactions)) {
      expect(p.waiting + p.approved + p.denied).toBe(p.all);
    }
    expect(data.transactions.total.all).toBeGreaterThanOrEqual(250);
    expect(data.transactions.current_month.all).toBeGreaterThan(0);
  });

  it('agrees with the list endpoint for every period and mode', async () => {
    const { data } = Statistic.parse(await json(await get('/company/statistic')));
    for (const period of ['total', 'current_month', 'previous_month', 'current_year'] as const) {
      const s = data.transactions[period];
      const p = `period=${period}`;
      expect(s.all, period).toBe(await totalOf(p));
      expect(s.approved, period).toBe(await totalOf(`${p}&mode=settled`));
      expect(s.denied, period).toBe(await totalOf(`${p}&mode=denied`));
      expect(s.waiting, period).toBe(
        (await totalOf(`${p}&mode=progress`)) + (await totalOf(`${p}&mode=api`)),
      );
    }
  });

  it("counts only the caller's company", async () => {
    const { data } = Statistic.parse(await json(await get('/company/statistic', tokens.globex)));
    // Globex: three opening deposits (EUR, USD, USDT) and one settled withdrawal.
    expect(data.transactions.total).toEqual({ all: 4, waiting: 0, approved: 4, denied: 0 });
    expect(data.transactions.total.all).toBe(await totalOf('', tokens.globex));
  });

  it('answers 401 without a token and 403 to administrators', async () => {
    for (const path of [
      '/company/statistic',
      '/company/statistic/transaction-volume',
      '/company/statistic/accounts-transaction-volume',
    ]) {
      expect(await h.status('GET', path), path).toBe(401);
      expect((await get(path, tokens.admin)).status, path).toBe(403);
      expect((await get(path, tokens.reader)).status, path).toBe(200);
    }
  });
});

describe('GET company/statistic/transaction-volume (AC-7mgr-08)', () => {
  it('defaults to 12 months of settled volume per currency, equal to the list summed in BigInt', async () => {
    const res = await get('/company/statistic/transaction-volume');
    expect(res.status).toBe(200);
    const v = Volume.parse(await json(res)).data;
    expect(v.granularity).toBe('month');
    const now = new Date(h.now());
    expect(v.from).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString(),
    );
    expect(v.to).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );
    expect(v.series.map((s) => s.currency)).toEqual([...v.series.map((s) => s.currency)].sort());
    const gbp = v.series.find((s) => s.currency === 'GBP');
    expect(gbp?.points.length).toBeGreaterThanOrEqual(12);
    expect(actualVolume(v)).toEqual(expectedVolume(await listAll('mode=settled'), v));
  });

  it('has day and hour buckets for the last 31 days and 24 hours', async () => {
    const settled = await listAll('mode=settled');
    for (const [granularity, min] of [
      ['day', 20],
      ['hour', 10],
    ] as const) {
      const v = Volume.parse(
        await json(await get(`/company/statistic/transaction-volume?granularity=${granularity}`)),
      ).data;
      expect(v.granularity).toBe(granularity);
      const span = Date.parse(v.to) - Date.parse(v.from);
      expect(span).toBe(granularity === 'day' ? 31 * 86_400_000 : 24 * 3_600_000);
      const gbp = v.series.find((s) => s.currency === 'GBP');
      expect(gbp?.points.length, granularity).toBeGreaterThanOrEqual(min);
      expect(actualVolume(v)).toEqual(expectedVolume(settled, v));
    }
  });

  it('filters by an own account (what it received in its currency) and by explicit dates', async () => {
    for (const name of ['Acme GBP Collections', 'Acme USD (no IBAN)']) {
      const id = ids[name] as number;
      const v = Volume.parse(
        await json(
          await get(
            `/company/statistic/transaction-volume?granularity=day&bank_account_id=${id}&from_date=2000-01-01&to_date=2099-12-31`,
          ),
        ),
      ).data;
      expect(v.from).toBe('2000-01-01T00:00:00.000Z');
      expect(v.to).toBe('2100-01-01T00:00:00.000Z');
      const rows = await listAll(`mode=settled&bank_account_id=${id}`);
      expect(actualVolume(v)).toEqual(expectedVolume(rows, v, id));
      expect(v.series.map((s) => s.currency)).toEqual([name.includes('USD') ? 'USD' : 'GBP']);
      const points = v.series.flatMap((s) => s.points);
      expect(points.reduce((n, p) => n + p.count, 0)).toBe(rows.length);
    }
  });

  it('answers 404 for an account of another company and 422 for bad input', async () => {
    for (const id of Object.values(globexIds)) {
      expect(
        (await get(`/company/statistic/transaction-volume?bank_account_id=${id}`)).status,
      ).toBe(404);
    }
    for (const query of [
      'granularity=week',
      'from_date=yesterday',
      'to_date=2024-02-30x',
      'from_date=2024-03-01&to_date=2024-02-01',
      'to_date=9999-12-31',
      'from_date=0001-01-01',
      'bank_account_id=abc',
      'bank_account_id=0',
    ]) {
      const res = await get(`/company/statistic/transaction-volume?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys((await json(res)).errors).length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET company/statistic/accounts-transaction-volume (AC-7mgr-08)', () => {
  const Row = z.strictObject({
    bank_account_id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    count: z.number().int().min(0),
    amount: z.string().regex(/^\d+(\.\d+)?$/),
  });

  it('lists every own account with its settled count and amount, equal to the list', async () => {
    const res = await get(
      '/company/statistic/accounts-transaction-volume?from_date=2000-01-01&to_date=2099-12-31',
    );
    expect(res.status).toBe(200);
    const rows = z.strictObject({ data: z.array(Row) }).parse(await json(res)).data;
    expect(rows.map((r) => r.bank_account_id).sort()).toEqual(Object.values(ids).sort());
    for (const r of rows) {
      const list = await listAll(`mode=settled&bank_account_id=${r.bank_account_id}`);
      let units = 0n;
      for (const t of list) {
        units += toUnits(
          t.bank_account_id === r.bank_account_id ? t.amount : (t.to_amount ?? t.amount),
        );
      }
      expect(r.count, r.name).toBe(list.length);
      expect(toUnits(r.amount), r.name).toBe(units);
    }
    expect(rows.find((r) => r.name === 'Acme GBP Collections')?.count).toBe(250);
  });

  it('defaults to the last 12 months and answers 422 for bad dates', async () => {
    const rows = (await json(await get('/company/statistic/accounts-transaction-volume'))).data;
    const collections = rows.find((r: { name: string }) => r.name === 'Acme GBP Collections');
    const now = new Date(h.now());
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString();
    const inRange = (
      await listAll(`mode=settled&bank_account_id=${ids['Acme GBP Collections']}`)
    ).filter((t) => t.created_at >= from);
    expect(collections.count).toBe(inRange.length);
    expect(collections.count).toBeLessThan(250);
    for (const query of [
      'from_date=bad',
      'to_date=2024-13-01',
      'from_date=2024-02-02&to_date=2024-02-01',
    ]) {
      expect((await get(`/company/statistic/accounts-transaction-volume?${query}`)).status).toBe(
        422,
      );
    }
    const theirs = (
      await json(await get('/company/statistic/accounts-transaction-volume', tokens.globex))
    ).data;
    expect(theirs.map((r: { name: string }) => r.name)).toEqual([
      'Globex EUR',
      'Globex USD',
      'Globex USDT',
    ]);
  });
});

describe('OpenAPI document', () => {
  it('describes the statistic, announcement and filtered list routes', async () => {
    const doc = await json(await h.app.request('/api/v2/openapi.json'));
    for (const path of [
      '/company/statistic',
      '/company/statistic/transaction-volume',
      '/company/statistic/accounts-transaction-volume',
      '/manager/announcements',
      '/a/announcements',
      '/a/announcements/{id}',
      '/manager/transactions-metadata',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const params = doc.paths['/manager/transactions'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(
      expect.arrayContaining(['tid[]', 'tid', 'period', 'company_id', 'cid', 'order_by', 'order']),
    );
    expect(Object.keys(doc.paths['/a/announcements/{id}'])).toEqual(['get', 'put', 'delete']);
  });
});

describe('the dashboard answers are the contract (core/contract/statistics.ts)', () => {
  it('statistic, volume and accounts volume parse with the schemas the dashboard reads', async () => {
    const read = async (path: string) => {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      return json(res);
    };
    const statistic = dataEnvelope(CompanyStatistic).parse(await read('/company/statistic')).data;
    expect(statistic.transactions.total.all).toBeGreaterThan(0);
    for (const granularity of ['month', 'day', 'hour'] as const) {
      const path = `/company/statistic/transaction-volume?granularity=${granularity}`;
      const volume = dataEnvelope(TransactionVolume).parse(await read(path)).data;
      expect(volume.granularity).toBe(granularity);
    }
    const rows = dataEnvelope(z.array(AccountVolume)).parse(
      await read('/company/statistic/accounts-transaction-volume'),
    ).data;
    expect(rows.map((r) => r.bank_account_id).sort((a, b) => a - b)).toEqual(
      Object.values(ids).sort((a, b) => a - b),
    );
  });

  it('a granularity the contract does not know is a 422 with its message', async () => {
    const res = await get('/company/statistic/transaction-volume?granularity=week');
    expect(res.status).toBe(422);
    expect((await json(res)).errors.granularity).toEqual([
      'The granularity must be month, day or hour.',
    ]);
  });
});
