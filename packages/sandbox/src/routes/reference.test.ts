import { Beneficiary, Rate, WhiteLabel } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { ibanValid } from '../lib/iban.js';
import { movingRate } from '../reference/movingRate.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'admin', 'ops'],
  accountsOf: ['acme'],
});

describe('white-label (PP-7.3-09)', () => {
  it('serves the white-label record publicly', async () => {
    const res = await h.call('GET', '/white-label');
    expect(res.status).toBe(200);
    expect(WhiteLabel.parse((await json(res)).data).name).toBe('Flexportal Sandbox');
  });

  it('answers the support e-mail of the setting, unless the white label sets its own (AC-1-05, PP-1-06)', async () => {
    const supportEmail = async () =>
      (await json(await h.call('GET', '/white-label'))).data.support_email;
    const setting = (value: string) =>
      h.call('POST', '/a/settings', { token: tokens.ops, body: { key: 'support_email', value } });
    const whiteLabel = (support_email: string | null) =>
      h.call('PUT', '/company/white-label', {
        token: tokens.acme,
        body: { name: 'Acme', primary_color: '#0d6efd', secondary_color: '#6c757d', support_email },
      });
    // The seeded setting.
    expect(await supportEmail()).toBe('support@flexportal.test');
    expect((await setting('help@flexportal.test')).status).toBe(200);
    expect(await supportEmail()).toBe('help@flexportal.test');
    // The record's own e-mail wins while it is set; cleared, the setting answers again.
    expect((await whiteLabel('care@acme.test')).status).toBe(200);
    expect(await supportEmail()).toBe('care@acme.test');
    expect((await setting('desk@flexportal.test')).status).toBe(200);
    expect(await supportEmail()).toBe('care@acme.test');
    expect((await whiteLabel(null)).status).toBe(200);
    expect(await supportEmail()).toBe('desk@flexportal.test');
  });
});

describe('bank lookups (PP-7.3-03/04)', () => {
  it('checks IBANs with mod-97 and finds the bank', async () => {
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(ibanValid('DE89370400440532013001')).toBe(false);
    // Letters in the account part count as two digits (A = 10).
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('NL91ABNA0417164300')).toBe(true);
    expect(ibanValid('NL91ABNA0417164301')).toBe(false);
    expect(ibanValid('MT84MALT011000012345MTLCAST001S')).toBe(true);
    const res = await h.call(
      'GET',
      '/dictionaries/externals/iban?iban=DE89 3704 0044 0532 0130 00',
      { token: tokens.acme },
    );
    expect((await json(res)).data).toMatchObject({
      bank_swift: 'COBADEFFXXX',
      bank_name: 'Commerzbank',
      bank_country: 'DE',
    });
    expect(
      (await h.call('GET', '/dictionaries/externals/iban?iban=DE00', { token: tokens.acme }))
        .status,
    ).toBe(422);
    expect(
      (
        await h.call('GET', '/dictionaries/externals/iban?iban=DE89370400440532013000', {
          token: tokens.admin,
        })
      ).status,
    ).toBe(403);
  });
  it('looks up a swift', async () => {
    const res = await h.call('GET', '/dictionaries/externals/swift?swift=NWBKGB2L', {
      token: tokens.acme,
    });
    expect((await json(res)).data).toMatchObject({
      bank_swift: 'NWBKGB2LXXX',
      bank_name: 'NatWest',
    });
    expect(
      (await h.call('GET', '/dictionaries/externals/swift?swift=12', { token: tokens.acme }))
        .status,
    ).toBe(422);
  });
  it('finds a saved beneficiary by IBAN only within the company', async () => {
    const mine = await json(
      await h.call('GET', '/dictionaries/beneficiary?iban=DE44500105175407324931', {
        token: tokens.acme,
      }),
    );
    expect(Beneficiary.parse(mine.data).company_name).toBe('Wayne Enterprises');
    const theirs = await json(
      await h.call('GET', '/dictionaries/beneficiary?iban=DE44500105175407324931', {
        token: tokens.globex,
      }),
    );
    expect(theirs.data).toBeNull();
  });
  it('lists the beneficiaries dictionary', async () => {
    const res = await json(
      await h.call('GET', '/dictionaries/transaction/agents', { token: tokens.acme }),
    );
    expect(res.data.map((a: { name: string }) => a.name)).toEqual([
      'Wayne Enterprises',
      'Jane Doe',
      'Stark Industries',
    ]);
  });
});

describe('external services and affiliate merchants (PP-7.3-05)', () => {
  it("gives one external service's dictionary, 404 for an unknown one", async () => {
    expect(await h.status('GET', '/dictionaries/externals/bcb')).toBe(401);
    const bcb = await json(
      await h.call('GET', '/dictionaries/externals/bcb', { token: tokens.reader }),
    );
    expect(bcb.data.purpose_codes).toContainEqual({ code: '10101', name: 'Exports of goods' });
    const market = await h.call('GET', '/dictionaries/externals/free_market', {
      token: tokens.acme,
    });
    expect(Object.keys((await json(market)).data)).toEqual(['sectors', 'payment_purposes']);
    expect(await h.status('GET', '/dictionaries/externals/paypal', { token: tokens.acme })).toBe(
      404,
    );
    expect(await h.status('GET', '/dictionaries/externals/BCB!', { token: tokens.acme })).toBe(422);
    // The IBAN and swift lookups keep their own routes.
    expect(
      await h.status('GET', '/dictionaries/externals/iban?iban=x', { token: tokens.acme }),
    ).toBe(422);
  });

  it('tells how to pay an affiliate merchant by its code; only companies with affiliation', async () => {
    const me = await json(await h.call('GET', '/auth/me', { token: tokens.acme }));
    const code = `aff-${me.data.company.id}`;
    const res = await h.call('GET', `/dictionaries/affiliate-merchant-payment/${code}`, {
      token: tokens.globex,
    });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.merchant).toEqual({ id: me.data.company.id, name: 'Acme Ltd' });
    expect(data.accounts.length).toBeGreaterThan(0);
    for (const account of data.accounts) expect(ibanValid(account.iban)).toBe(true);

    const globexMe = await json(await h.call('GET', '/auth/me', { token: tokens.globex }));
    for (const other of [`aff-${globexMe.data.company.id}`, 'aff-999999', 'nope']) {
      const answer = await h.call('GET', `/dictionaries/affiliate-merchant-payment/${other}`, {
        token: tokens.acme,
      });
      expect(answer.status).toBe(404);
    }
    expect(
      (
        await h.call('GET', `/dictionaries/affiliate-merchant-payment/${code}`, {
          token: tokens.admin,
        })
      ).status,
    ).toBe(403);
  });
});

describe('rates for managers (PP-7.3-07/08)', () => {
  it('moves rates-by-currency deterministically within 20 basis points of the mid', async () => {
    const a = Rate.parse(
      (
        await json(
          await h.call('GET', '/exchange/rates-by-currency/EUR/USD', { token: tokens.acme }),
        )
      ).data,
    );
    const again = Rate.parse(
      (
        await json(
          await h.call('GET', '/exchange/rates-by-currency/EUR/USD', { token: tokens.acme }),
        )
      ).data,
    );
    expect(again.rate).toBe(a.rate);
    const seen = new Set<string>();
    for (let t = 0; t < 50; t++) seen.add(movingRate('1.0842', 'EUR/USD', t * 10_000));
    expect(seen.size).toBeGreaterThan(5);
    for (const r of seen) expect(r >= '1.0820' && r <= '1.0864').toBe(true);
    expect(
      await h.status('GET', '/exchange/rates-by-currency/EUR/XXX', { token: tokens.acme }),
    ).toBe(404);
    expect(await h.status('GET', '/exchange/rates-by-currency/EUR/USD')).toBe(401);
  });
  it('gives the rate between two own accounts', async () => {
    const res = await h.call(
      'GET',
      `/manager/exchange/rates?bank_account_id=${ids['Acme EUR main']}&to_account_id=${ids['Acme GBP']}`,
      { token: tokens.acme },
    );
    // The rate exchanges post at: the seeded mid moved for this 10 s window.
    const rate = movingRate('0.8571', 'EUR/GBP', h.now());
    expect((await json(res)).data).toMatchObject({ sell: 'EUR', buy: 'GBP', rate });
    expect(
      (
        await h.call(
          'GET',
          `/manager/exchange/rates?bank_account_id=${ids['Acme EUR main']}&to_account_id=${ids['Acme GBP']}`,
          { token: tokens.globex },
        )
      ).status,
    ).toBe(404);
    expect(await h.status('GET', '/manager/exchange/rates', { token: tokens.acme })).toBe(422);
  });
});

describe('beneficiaries CRUD (PP-7.4-19)', () => {
  it('lists with search and account filter, paginated', async () => {
    const all = await json(
      await h.call('GET', '/manager/transactions/agents', { token: tokens.reader }),
    );
    expect(all.meta.total).toBe(3);
    const search = await json(
      await h.call('GET', '/manager/transactions/agents?search=stark', { token: tokens.acme }),
    );
    expect(search.data.map((a: Beneficiary) => a.company_name)).toEqual(['Stark Industries']);
    const byAccount = await json(
      await h.call('GET', `/manager/transactions/agents?bank_account_id=${ids['Acme GBP']}`, {
        token: tokens.acme,
      }),
    );
    expect(byAccount.data.map((a: Beneficiary) => a.last_name)).toEqual(['Doe']);
    expect(
      (
        await json(
          await h.call('GET', '/manager/transactions/agents?search=%25', { token: tokens.acme }),
        )
      ).meta.total,
    ).toBe(0);
  });
  it('creates, reads, updates and deletes, scoped to the company', async () => {
    const created = await h.call('POST', '/manager/transactions/agents', {
      token: tokens.acme,
      body: {
        legal_type: 'company',
        company_name: 'Acme Supplier',
        iban: 'NL91 ABNA 0417 1643 00',
        bank_account_id: ids['Acme EUR main'],
      },
    });
    expect(created.status).toBe(201);
    const agent = Beneficiary.parse((await json(created)).data);
    expect(agent.iban).toBe('NL91ABNA0417164300');
    expect(
      (await h.call('GET', `/manager/transactions/agents/${agent.id}`, { token: tokens.globex }))
        .status,
    ).toBe(404);
    expect(
      (
        await h.call('PUT', `/manager/transactions/agents/${agent.id}`, {
          token: tokens.globex,
          body: { company_name: 'Hijack' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('DELETE', `/manager/transactions/agents/${agent.id}`, { token: tokens.globex }))
        .status,
    ).toBe(404);
    expect(
      (await h.call('DELETE', `/manager/transactions/agents/${agent.id}`, { token: tokens.reader }))
        .status,
    ).toBe(403);
    const updated = await h.call('PUT', `/manager/transactions/agents/${agent.id}`, {
      token: tokens.acme,
      body: { legal_type: 'company', company_name: 'Acme Supplier BV' },
    });
    expect((await json(updated)).data.company_name).toBe('Acme Supplier BV');
    expect(
      (await h.call('DELETE', `/manager/transactions/agents/${agent.id}`, { token: tokens.acme }))
        .status,
    ).toBe(200);
    expect(
      (await h.call('GET', `/manager/transactions/agents/${agent.id}`, { token: tokens.acme }))
        .status,
    ).toBe(404);
  });
  it('validates drafts (422) and refuses another company account (404)', async () => {
    expect(
      (
        await h.call('POST', '/manager/transactions/agents', {
          token: tokens.acme,
          body: { legal_type: 'company' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/transactions/agents', {
          token: tokens.acme,
          body: { legal_type: 'individual', first_name: 'A' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/transactions/agents', {
          token: tokens.acme,
          body: { company_name: 'X', iban: 'DE00123' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/transactions/agents', {
          token: tokens.acme,
          body: { company_name: 'X', bank_account_id: ids['Acme EUR main'] === 1 ? 2 : 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('maintenance switch (PP-8: 503 with X-Maintenance)', () => {
  it('answers every API call 503 with the header and message while on', async () => {
    const on = await h.app.request('/sandbox/maintenance', {
      method: 'POST',
      body: JSON.stringify({ enabled: true, message: 'Back at 10:00' }),
    });
    expect(on.status).toBe(200);
    for (const path of ['/rates/EUR/USD', '/auth/me', '/manager/bank-accounts']) {
      const res = await h.call('GET', path, { token: tokens.acme });
      expect(res.status).toBe(503);
      expect(res.headers.get('X-Maintenance')).toBe('1');
      expect((await json(res)).message).toBe('Back at 10:00');
    }
    await h.app.request('/sandbox/maintenance', {
      method: 'POST',
      body: JSON.stringify({ enabled: false }),
    });
    expect(await h.status('GET', '/rates/EUR/USD')).toBe(200);
    expect(
      (await h.app.request('/sandbox/maintenance', { method: 'POST', body: '{' })).status,
    ).toBe(400);
    expect(
      (await h.app.request('/sandbox/maintenance', { method: 'POST', body: '{"enabled":"yes"}' }))
        .status,
    ).toBe(422);
  });
});

describe('sandbox tools', () => {
  it('gives the current code of a user (what `flexportal-sandbox otp` prints)', async () => {
    const res = await json(await h.app.request('/sandbox/otp?email=manager@acme.test'));
    expect(res.data).toEqual({ email: 'manager@acme.test', method: 'google', code: h.code() });
    expect((await h.app.request('/sandbox/otp?email=ghost@x.test')).status).toBe(404);
    expect((await h.app.request('/sandbox/mailbox')).status).toBe(422);
  });
});

describe('remote portal switch (PP-8-03: 503 with X-Remote-Portal-Status)', () => {
  it('refuses money moves through a portal service that is off, until it is back', async () => {
    const off = await h.app.request('/sandbox/portals', {
      method: 'POST',
      body: JSON.stringify({ service: 'free_market', available: false }),
    });
    expect(off.status).toBe(200);
    const body = {
      bank_account_id: ids['Acme EUR free market'],
      to_account_id: ids['Acme EUR main'],
      amount: '1',
    };
    const res = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('X-Remote-Portal-Status')).toBe('free_market:unavailable');
    expect((await json(res)).message).toBe('Remote portal is unavailable. Please try again later');
    await h.app.request('/sandbox/portals', {
      method: 'POST',
      body: JSON.stringify({ service: 'free_market', available: true }),
    });
    const back = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body,
    });
    expect(back.status).toBe(403); // on to the one-time code again
    expect(
      (await h.app.request('/sandbox/portals', { method: 'POST', body: '{"service":1}' })).status,
    ).toBe(422);
  });
});
