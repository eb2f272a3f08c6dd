import { Transaction } from '@flexportal/core/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toUnits } from '../lib/decimal.js';
import { json, sandboxSuite } from '../testing/harness.js';

let acmeCompanyId: number;
let globexTx: number;
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex'],
  accountsOf: ['acme'],
});
beforeAll(async () => {
  acmeCompanyId = (await json(await h.call('GET', '/auth/me', { token: tokens.acme }))).data.company
    .id;
  globexTx = (await json(await h.call('GET', '/manager/transactions', { token: tokens.globex })))
    .data[0].id;
});

const list = async (query: string, token = tokens.acme) => {
  const res = await h.call('GET', `/manager/transactions?${query}`, { token });
  expect(res.status, query).toBe(200);
  const body = await json(res);
  return {
    data: body.data.map((t: unknown) => Transaction.parse(t)) as Transaction[],
    total: body.meta.total as number,
  };
};
const idsOf = (rows: Transaction[]) => rows.map((t) => t.id);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('manager/transactions filters (PP-2.4-14..18)', () => {
  it('pages through all 250+ rows without gaps or repeats', async () => {
    const all = await list('per_page=500');
    expect(all.total).toBeGreaterThanOrEqual(260);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 100); page++) {
      seen.push(...idsOf((await list(`page=${page}`)).data));
    }
    expect(seen).toEqual(idsOf(all.data));
    expect(new Set(seen).size).toBe(all.total);
  });

  it('selects by tid[] and tid; ids of other companies match nothing', async () => {
    const some = idsOf((await list('per_page=3')).data);
    const many = await list(`${[...some, globexTx].map((id) => `tid[]=${id}`).join('&')}`);
    expect(idsOf(many.data).sort()).toEqual([...some].sort());
    expect(idsOf((await list(`tid[]=${some[0]}`)).data)).toEqual([some[0]]);
    expect(idsOf((await list(`tid=${some[1]}`)).data)).toEqual([some[1]]);
    expect((await list(`tid[]=${globexTx}`)).total).toBe(0);
    expect((await list(`tid[]=${globexTx}`, tokens.globex)).total).toBe(1);
    for (const query of ['tid[]=x', 'tid[]=0', 'tid=-1', 'tid[]=1.5']) {
      const res = await h.call('GET', `/manager/transactions?${query}`, { token: tokens.acme });
      expect(res.status, query).toBe(422);
    }
  });

  it('gives default dates from period; explicit dates win', async () => {
    const now = new Date(h.now());
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    const ranges = {
      current_month: [iso(Date.UTC(y, m, 1)), iso(h.now())],
      previous_month: [iso(Date.UTC(y, m - 1, 1)), iso(Date.UTC(y, m, 0))],
      current_year: [iso(Date.UTC(y, 0, 1)), iso(h.now())],
    } as const;
    const all = (await list('per_page=500')).data;
    for (const [period, [from, to]] of Object.entries(ranges)) {
      const got = await list(`per_page=500&period=${period}`);
      const expected = all.filter(
        (t) => t.created_at.slice(0, 10) >= from && t.created_at.slice(0, 10) <= to,
      );
      expect(idsOf(got.data), period).toEqual(idsOf(expected));
      const explicit = await list(`per_page=500&period=${period}&from_date=2000-01-01`);
      expect(
        explicit.data.every((t) => t.created_at.slice(0, 10) <= to),
        period,
      ).toBe(true);
      expect(explicit.total).toBe(all.filter((t) => t.created_at.slice(0, 10) <= to).length);
    }
    expect((await list('period=current_month')).total).toBeGreaterThan(0);
    expect((await list('period=total')).total).toBe(all.length);
    for (const query of ['period=week', 'to_date=9999-12-31', 'end_date=2024-02-30', 'page=0']) {
      const res = await h.call('GET', `/manager/transactions?${query}`, { token: tokens.acme });
      expect(res.status, query).toBe(422);
    }
    expect((await list('page=100000')).data).toEqual([]);
  });

  it("takes company_id or cid: the caller's company lists all, any other an empty list", async () => {
    const all = (await list('per_page=1')).total;
    expect((await list(`company_id=${acmeCompanyId}`)).total).toBe(all);
    expect((await list(`cid=${acmeCompanyId}`)).total).toBe(all);
    expect((await list(`cid=${acmeCompanyId + 2}`)).total).toBe(0);
    expect((await list('company_id=99999')).data).toEqual([]);
    expect(await h.status('GET', '/manager/transactions?cid=x', { token: tokens.acme })).toBe(422);
  });

  it('orders by created_at, amount or id, asc or desc, in SQL', async () => {
    const byId = idsOf((await list('per_page=500&order_by=id&order=asc')).data);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    expect(idsOf((await list('per_page=500')).data)).toEqual([...byId].reverse());
    const byAmount = (await list('per_page=500&order_by=amount&order=asc')).data;
    for (let i = 1; i < byAmount.length; i++) {
      const [a, b] = [byAmount[i - 1] as Transaction, byAmount[i] as Transaction];
      expect(toUnits(a.amount) <= toUnits(b.amount), `${a.amount} <= ${b.amount}`).toBe(true);
    }
    const byTime = (await list('per_page=500&order_by=created_at&order=desc')).data;
    const times = byTime.map((t) => t.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const top = (await list('per_page=1&order_by=amount&order=desc')).data[0] as Transaction;
    expect(toUnits(top.amount)).toBe(toUnits((byAmount.at(-1) as Transaction).amount));
    for (const query of ['order_by=name', 'order=up']) {
      expect(await h.status('GET', `/manager/transactions?${query}`, { token: tokens.acme })).toBe(
        422,
      );
    }
  });

  it('applies the same filters to transactions-metadata', async () => {
    for (const query of [
      '',
      'period=current_month',
      `bid=${ids['Acme GBP Collections']}`,
      `cid=${acmeCompanyId + 2}`,
      `tid[]=${globexTx}`,
    ]) {
      const meta = (
        await json(
          await h.call('GET', `/manager/transactions-metadata?${query}`, {
            token: tokens.reader,
          }),
        )
      ).data;
      expect(meta.total, query).toBe((await list(`per_page=1&${query}`)).total);
      for (const mode of ['api', 'settled', 'progress', 'denied']) {
        expect(meta.modes[mode], `${query} ${mode}`).toBe(
          (await list(`per_page=1&mode=${mode}&${query}`)).total,
        );
      }
    }
    expect(
      (await h.call('GET', '/manager/transactions-metadata?period=x', { token: tokens.acme }))
        .status,
    ).toBe(422);
  });
});

const History = z.array(
  z.strictObject({ status: z.string(), note: z.string(), created_at: z.iso.datetime() }),
);
const historyOf = async (id: number) => {
  const res = await h.call('GET', `/manager/transactions/${id}`, { token: tokens.acme });
  expect(res.status).toBe(200);
  const data = (await json(res)).data;
  Transaction.parse(data);
  return History.parse(data.history);
};

describe('GET manager/transactions/{id} history', () => {
  it('shows seeded history oldest first: created, then status changes', async () => {
    const denied = (await list('mode=denied')).data[0] as Transaction;
    expect((await historyOf(denied.id)).map((e) => e.status)).toEqual(['progress', 'denied']);
    const deposit = (await list(`bid=${ids['Acme GBP Collections']}&per_page=1`)).data[0];
    const lines = await historyOf((deposit as Transaction).id);
    expect(lines.map((e) => e.status)).toEqual(['progress', 'settled']);
    expect(lines[0]?.created_at).toBe(deposit?.created_at);
    const opening = (await list('order=asc&per_page=1')).data[0] as Transaction;
    expect(await historyOf(opening.id)).toMatchObject([{ status: 'settled', note: 'Created' }]);
  });

  it('writes a line on create, on source of funds and on deny', async () => {
    const body = {
      bank_account_id: ids['Acme EUR main'],
      amount: '12.34',
      transfer_service: 'sepa',
      customer_iban: 'DE44500105175407324931',
      customer_name: 'History GmbH',
    };
    await h.call('POST', '/manager/transactions/iban', { token: tokens.acme, body });
    h.tick();
    const created = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body,
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(created.status).toBe(201);
    const id = (await json(created)).data.id as number;
    expect(await historyOf(id)).toMatchObject([{ status: 'progress', note: 'Created' }]);
    await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
      token: tokens.acme,
      body: { source_id: 2 },
    });
    expect(await h.status('PUT', `/manager/transactions/${id}/deny`, { token: tokens.acme })).toBe(
      200,
    );
    const lines = await historyOf(id);
    expect(lines.map((e) => [e.status, e.note])).toEqual([
      ['progress', 'Created'],
      ['progress', 'Source of funds set: Customer'],
      ['denied', 'Denied by the manager; the money was returned'],
    ]);
    // A refused change writes nothing.
    expect(await h.status('PUT', `/manager/transactions/${id}/deny`, { token: tokens.acme })).toBe(
      422,
    );
    expect(await historyOf(id)).toHaveLength(3);
  });
});
