import { BankAccount, ListMeta } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin'] });

type Row = BankAccount & { company_id: number };

describe('GET a/bank-accounts (AC-7admin-14)', () => {
  it("lists every company's accounts with their company, no system accounts", async () => {
    const res = await h.call('GET', '/a/bank-accounts', { token: tokens.admin });
    expect(res.status).toBe(200);
    const body = await json(res);
    // Acme 10 (with GBP Collections), Solo 1, Globex 3, Initech 1, Umbrella 1, FlexPSP 1, Hooli 1.
    expect(ListMeta.parse(body.meta)).toMatchObject({ total: 18, per_page: 100 });
    const rows: Row[] = body.data.map((a: Row) => ({
      ...BankAccount.parse(a),
      company_id: a.company_id,
    }));
    expect(rows.every((a) => Number.isInteger(a.company_id))).toBe(true);
    expect(rows.find((a) => a.name === 'Globex USD')).toMatchObject({
      company_id: 3,
      available_balance: '3000.00',
    });
  });

  it('filters by company and currency, and paginates', async () => {
    const acmeUsd = await json(
      await h.call('GET', '/a/bank-accounts?company_id=1&currency=USD', { token: tokens.admin }),
    );
    expect(acmeUsd.data.map((a: Row) => a.name)).toEqual(['Acme USD (no IBAN)', 'Acme USD BCB']);
    const eur = await json(
      await h.call('GET', '/a/bank-accounts?currency=EUR', { token: tokens.admin }),
    );
    expect(eur.meta.total).toBe(8); // with Hooli EUR (issue 24)
    expect(eur.data.every((a: Row) => a.currency === 'EUR')).toBe(true);
    const page = await json(
      await h.call('GET', '/a/bank-accounts?company_id=3&per_page=1&page=2', {
        token: tokens.admin,
      }),
    );
    expect(page.data.map((a: Row) => a.name)).toEqual(['Globex USD']);
    expect(page.meta).toMatchObject({ last_page: 3, total: 3 });
    const none = await json(
      await h.call('GET', '/a/bank-accounts?company_id=999', { token: tokens.admin }),
    );
    expect(none.data).toEqual([]);
  });

  it('answers 422 with the field for bad filters', async () => {
    for (const [query, field] of [
      ['company_id=abc', 'company_id'],
      ['currency=usd', 'currency'],
      ['per_page=1000', 'per_page'],
    ] as const) {
      const res = await h.call('GET', `/a/bank-accounts?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(422);
      expect(Object.keys((await json(res)).errors), query).toEqual([field]);
    }
  });

  it('is read-only: no write method is routed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await h.call(method, '/a/bank-accounts', { token: tokens.admin, body: {} });
      expect(res.status, method).toBe(404);
    }
  });
});
