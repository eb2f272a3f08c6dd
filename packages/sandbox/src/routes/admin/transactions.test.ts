import { CheckRecord } from '@flexportal/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, ledgerPostings } from '../../db/schema.js';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

type Tx = {
  id: number;
  company_id: number;
  type: string;
  status: string;
  amount: string;
  currency: string;
};
const get = async (path: string, token = tokens.admin) =>
  json(await h.call('GET', path, { token }));

/** An account id of a company by name, from the administrator's account list. */
async function accountId(name: string): Promise<number> {
  const list = await get('/a/bank-accounts?per_page=500');
  return list.data.find((a: { name: string }) => a.name === name).id;
}

describe('GET a/transactions (AC-7admin-01)', () => {
  it('lists every company, newest first, and filters like the manager list', async () => {
    const all = await get('/a/transactions?per_page=500');
    const companyIds = new Set(all.data.map((t: Tx) => t.company_id));
    expect(companyIds.has(1)).toBe(true);
    expect(companyIds.has(3)).toBe(true);
    const ids = all.data.map((t: Tx) => t.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const globex = await get('/a/transactions?company_id=3&per_page=500');
    expect(globex.data.length).toBeGreaterThan(0);
    expect(globex.data.every((t: Tx) => t.company_id === 3)).toBe(true);
    const api = await get('/a/transactions?mode=api');
    expect(api.data.map((t: Tx) => [t.status, t.amount])).toEqual([['api', '120.00']]);
    const withdrawals = await get('/a/transactions?type=withdrawal&per_page=500');
    expect(withdrawals.meta.total).toBeGreaterThanOrEqual(4);
  });

  it('answers 422 with the field for bad filters', async () => {
    for (const [query, field] of [
      ['mode=bogus', 'mode'],
      ['company_id=abc', 'company_id'],
      ['type=DROP', 'type'],
      ['from_date=2026-13-01', 'from_date'],
    ] as const) {
      const res = await h.call('GET', `/a/transactions?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(422);
      expect(Object.keys((await json(res)).errors), query).toEqual([field]);
    }
  });
});

describe('a/transactions statistic, columns, one, history', () => {
  it('counts per mode and sums per currency as decimal strings', async () => {
    const all = await get('/a/transactions?per_page=500');
    const stat = (await get('/a/transactions/statistic')).data;
    expect(stat.total).toBe(all.meta.total);
    expect(stat.modes.api).toBe(1);
    const eur = stat.currencies.find((c: { currency: string }) => c.currency === 'EUR');
    expect(eur.amount).toMatch(/^\d+\.\d{2}$/);
    const globex = (await get('/a/transactions/statistic?company_id=3')).data;
    expect(globex.total).toBeLessThan(stat.total);
    const bad = await h.call('GET', '/a/transactions/statistic?mode=x', { token: tokens.admin });
    expect(bad.status).toBe(422);
  });

  it('names the table columns', async () => {
    const cols = (await get('/a/transactions/columns')).data;
    expect(cols.map((c: { key: string }) => c.key)).toContain('amount');
    expect(cols.every((c: { label: string }) => c.label.length > 0)).toBe(true);
  });

  it('shows one transaction of any company with its history, and the history alone', async () => {
    const [globexTx] = (await get('/a/transactions?company_id=3')).data as Tx[];
    const one = await h.call('GET', `/a/transactions/${globexTx?.id}`, { token: tokens.admin });
    expect(one.status).toBe(200);
    const body = (await json(one)).data;
    expect(body).toMatchObject({ id: globexTx?.id, company_id: 3 });
    expect(body.history[0].note).toBe('Created');
    const history = await get(`/a/transactions/${globexTx?.id}/history`);
    expect(history.data).toEqual(body.history);
    // The manager of Acme sees no Globex transaction, and no a/ route at all.
    expect(await h.status('GET', `/a/transactions/${globexTx?.id}`, { token: tokens.acme })).toBe(
      403,
    );
  });
});

describe('GET a/transactions/check-records (AC-2admin-08)', () => {
  it('finds every seeded transaction balanced, then flags a broken one', async () => {
    const all = await get('/a/transactions/check-records?per_page=500');
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((r: { balanced: boolean }) => r.balanced)).toBe(true);
    expect((await get('/a/transactions/check-records?only_failed=true')).data).toEqual([]);
    // One posting without its counterpart: the ledger no longer sums to zero for it.
    const [first] = (await get('/a/transactions?company_id=3')).data as Tx[];
    const eur = await accountId('Globex EUR');
    await h.database.db.insert(ledgerPostings).values({
      transactionId: first?.id as number,
      accountId: eur,
      currency: 'EUR',
      amount: '0.01',
    });
    const failed = await get('/a/transactions/check-records?only_failed=1');
    expect(failed.data.map((r: { transaction_id: number }) => r.transaction_id)).toEqual([
      first?.id,
    ]);
    expect(failed.meta.total).toBe(1);
    expect(failed.data[0].balanced).toBe(false);
    expect(CheckRecord.parse(failed.data[0])).toMatchObject({
      company_id: 3,
      type: first?.type,
    });
    expect(failed.data[0].currencies).toContain('EUR');
    expect(failed.data[0].postings).toBeGreaterThanOrEqual(3);
    const bad = await h.call('GET', '/a/transactions/check-records?only_failed=maybe', {
      token: tokens.admin,
    });
    expect(bad.status).toBe(422);
  });
});

describe('POST a/transactions/approve-api-payments (AC-7admin-02, AC-3-03)', () => {
  it("moves a root company's API payments to progress once, with a history line", async () => {
    const [waiting] = (await get('/a/transactions?mode=api')).data as Tx[];
    const res = await h.call('POST', '/a/transactions/approve-api-payments', {
      token: tokens.admin,
      body: { company_id: waiting?.company_id },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data.approved).toEqual([waiting?.id]);
    const history = (await get(`/a/transactions/${waiting?.id}/history`)).data;
    expect(history.at(-1)).toMatchObject({
      status: 'progress',
      note: 'API payment approved by an administrator',
    });
    const again = await h.call('POST', '/a/transactions/approve-api-payments', {
      token: tokens.admin,
      body: { company_id: waiting?.company_id },
    });
    expect((await json(again)).data.approved).toEqual([]);
  });

  it('refuses a company that is not a root node (422), unknown company (404), bad body (422)', async () => {
    await h.database.db.update(companies).set({ nodeType: 'CHILD' }).where(eq(companies.id, 3));
    const child = await h.call('POST', '/a/transactions/approve-api-payments', {
      token: tokens.admin,
      body: { company_id: 3 },
    });
    expect(child.status).toBe(422);
    expect((await json(child)).errors.company_id[0]).toMatch(/root node/);
    const unknown = await h.call('POST', '/a/transactions/approve-api-payments', {
      token: tokens.admin,
      body: { company_id: 999999 },
    });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { company_id: 1, transaction_ids: [] }, { company_id: 'x' }]) {
      const res = await h.call('POST', '/a/transactions/approve-api-payments', {
        token: tokens.admin,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const asManager = await h.call('POST', '/a/transactions/approve-api-payments', {
      token: tokens.acme,
      body: { company_id: 1 },
    });
    expect(asManager.status).toBe(403);
  });
});
