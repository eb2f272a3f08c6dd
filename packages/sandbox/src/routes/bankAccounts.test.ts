import { BankAccount, GrandTotal, ListMeta } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'admin'],
  accountsOf: ['acme'],
});

describe('GET manager/bank-accounts (PP-7.4-01)', () => {
  it('lists the company accounts with Laravel meta, 100 per page by default', async () => {
    const body = await json(await h.call('GET', '/manager/bank-accounts', { token: tokens.acme }));
    const meta = ListMeta.parse(body.meta);
    expect(meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      per_page: 100,
      from: 1,
      to: 10,
      total: 10,
    });
    expect(meta.path).toMatch(/\/api\/v2\/manager\/bank-accounts$/);
    const accounts = body.data.map((a: unknown) => BankAccount.parse(a));
    expect(accounts.map((a: BankAccount) => a.currency).sort()).toEqual([
      'BTC',
      'ETH',
      'EUR',
      'EUR',
      'GBP',
      'GBP',
      'TRX',
      'USD',
      'USD',
      'USDT',
    ]);
    const main = accounts.find((a: BankAccount) => a.name === 'Acme EUR main');
    expect(main).toMatchObject({
      selected: true,
      pending_balance: '250.00',
      currency_unit: { value: 'EUR', currency_type: 'fiat' },
    });
    const btc = accounts.find((a: BankAccount) => a.currency === 'BTC');
    expect(btc).toMatchObject({
      available_balance: '1.24000000',
      sub_unit: 8,
      currency_unit: { currency_type: 'crypto' },
    });
  });

  it('paginates', async () => {
    const body = await json(
      await h.call('GET', '/manager/bank-accounts?page=3&per_page=4', { token: tokens.acme }),
    );
    // 10 accounts: the 9 demo ones and Acme GBP Collections (seeded deposit history).
    expect(body.data.map((a: BankAccount) => a.name)).toEqual(['Acme TRX', 'Acme GBP Collections']);
    expect(body.meta).toMatchObject({
      current_page: 3,
      last_page: 3,
      per_page: 4,
      from: 9,
      to: 10,
      total: 10,
    });
    const past = await json(
      await h.call('GET', '/manager/bank-accounts?page=9&per_page=4', { token: tokens.acme }),
    );
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null });
    expect(await h.status('GET', '/manager/bank-accounts?per_page=0', { token: tokens.acme })).toBe(
      422,
    );
    expect(await h.status('GET', '/manager/bank-accounts?page=x', { token: tokens.acme })).toBe(
      422,
    );
  });

  it('shows each company only its own accounts', async () => {
    const body = await json(
      await h.call('GET', '/manager/bank-accounts', { token: tokens.globex }),
    );
    expect(body.data.map((a: BankAccount) => a.name)).toEqual([
      'Globex EUR',
      'Globex USD',
      'Globex USDT',
    ]);
  });

  it('answers 401 without a token and 403 to administrators (manager area)', async () => {
    expect(await h.status('GET', '/manager/bank-accounts')).toBe(401);
    expect(await h.status('GET', '/manager/bank-accounts', { token: tokens.admin })).toBe(403);
  });
});

describe('GET manager/bank-accounts/{id} (PP-7.4-02)', () => {
  it('returns one own account, 404 for another company or a system account, 422 for a bad id', async () => {
    const res = await h.call('GET', `/manager/bank-accounts/${ids['Acme GBP']}`, {
      token: tokens.acme,
    });
    expect(res.status).toBe(200);
    expect(BankAccount.parse((await json(res)).data).available_balance).toBe('12000.00');
    const foreign = await h.call('GET', `/manager/bank-accounts/${ids['Acme GBP']}`, {
      token: tokens.globex,
    });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await json(foreign))).not.toContain('Acme');
    expect(await h.status('GET', '/manager/bank-accounts/1', { token: tokens.acme })).toBe(404);
    expect(await h.status('GET', '/manager/bank-accounts/abc', { token: tokens.acme })).toBe(422);
    expect(
      await h.status('GET', '/manager/bank-accounts/99999999999', { token: tokens.acme }),
    ).toBe(422);
  });

  it('lets the reader read', async () => {
    expect(
      (await h.call('GET', `/manager/bank-accounts/${ids['Acme GBP']}`, { token: tokens.reader }))
        .status,
    ).toBe(200);
  });
});

describe('PUT manager/bank-accounts/{id}/selected (PP-7.4-03)', () => {
  it('moves the default flag; readers and other companies cannot', async () => {
    expect(
      (
        await h.call('PUT', `/manager/bank-accounts/${ids['Acme GBP']}/selected`, {
          token: tokens.reader,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('PUT', `/manager/bank-accounts/${ids['Acme GBP']}/selected`, {
          token: tokens.globex,
        })
      ).status,
    ).toBe(404);
    const res = await h.call('PUT', `/manager/bank-accounts/${ids['Acme GBP']}/selected`, {
      token: tokens.acme,
    });
    expect(res.status).toBe(200);
    const list = await json(await h.call('GET', '/manager/bank-accounts', { token: tokens.acme }));
    expect(
      list.data.filter((a: BankAccount) => a.selected).map((a: BankAccount) => a.name),
    ).toEqual(['Acme GBP']);
    const globexList = await json(
      await h.call('GET', '/manager/bank-accounts', { token: tokens.globex }),
    );
    expect(globexList.data.filter((a: BankAccount) => a.selected)).toHaveLength(1);
  });
});

describe('POST manager/bank-accounts (PP-7.4-04)', () => {
  it('opens an account with a zero balance when the company may', async () => {
    const res = await h.call('POST', '/manager/bank-accounts', {
      token: tokens.acme,
      body: { currency: 'USD', name: 'Acme USD 2' },
    });
    expect(res.status).toBe(201);
    expect(BankAccount.parse((await json(res)).data)).toMatchObject({
      currency: 'USD',
      available_balance: '0.00',
    });
  });
  it('answers 403 without the create_accounts feature, 422 for an unknown currency, 403 for readers', async () => {
    expect(
      (
        await h.call('POST', '/manager/bank-accounts', {
          token: tokens.globex,
          body: { currency: 'USD' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', '/manager/bank-accounts', {
          token: tokens.acme,
          body: { currency: 'XYZ' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/bank-accounts', {
          token: tokens.acme,
          body: { currency: 'usd' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/bank-accounts', {
          token: tokens.reader,
          body: { currency: 'USD' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET manager/bank-accounts/{id}/validate-balance (PP-7.4-05)', () => {
  it('checks amount plus the fee of the protocol against the available balance', async () => {
    const id = ids['Acme GBP'];
    const ok = GrandTotal.parse(
      (
        await json(
          await h.call(
            'GET',
            `/manager/bank-accounts/${id}/validate-balance?amount=100&transmission_protocol_id=SEPA`,
            { token: tokens.acme },
          ),
        )
      ).data,
    );
    expect(ok).toMatchObject({
      transaction_amount: '100.00',
      fee_amount: '1.00',
      total_amount: '101.00',
      is_enough_balance: true,
      next_available_balance: '11899.00',
    });
    const swift = (
      await json(
        await h.call(
          'GET',
          `/manager/bank-accounts/${id}/validate-balance?amount=12000&transmission_protocol_id=SWIFT`,
          { token: tokens.acme },
        ),
      )
    ).data;
    expect(swift).toMatchObject({ fee_amount: '30.00', is_enough_balance: false });
    expect(
      (
        await h.call('GET', `/manager/bank-accounts/${id}/validate-balance?amount=1.234`, {
          token: tokens.acme,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('GET', `/manager/bank-accounts/${id}/validate-balance?amount=-1`, {
          token: tokens.acme,
        })
      ).status,
    ).toBe(422);
    expect(
      (await h.call('GET', `/manager/bank-accounts/${id}/validate-balance`, { token: tokens.acme }))
        .status,
    ).toBe(422);
    expect(
      (
        await h.call('GET', `/manager/bank-accounts/${id}/validate-balance?amount=1`, {
          token: tokens.globex,
        })
      ).status,
    ).toBe(404);
  });
});
