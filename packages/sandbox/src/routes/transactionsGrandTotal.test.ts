import { convertAmount } from '@flexportal/core';
import { GrandTotal } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { movingRate } from '../reference/movingRate.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'globex'],
  accountsOf: ['acme', 'globex'],
});

describe('grand total (PP-7.4-07/08, PP-3.4)', () => {
  it('previews a SEPA withdrawal by query', async () => {
    const res = await h.call(
      'GET',
      `/manager/transactions/grand-total?amount=100&bank_account_id=${ids['Acme GBP']}&transfer_service=sepa`,
      { token: tokens.acme },
    );
    expect(GrandTotal.parse((await json(res)).data)).toMatchObject({
      transaction_amount: '100.00',
      fee_amount: '1.00',
      exchange_fee_amount: '0.00',
      total_amount: '101.00',
      is_enough_balance: true,
    });
  });
  it('previews an exchange with the 0.5 % fee and the converted amount', async () => {
    const res = await h.call('POST', '/manager/grand-total/transfer', {
      token: tokens.acme,
      body: {
        bank_account_id: ids['Acme GBP'],
        to_account_id: ids['Acme USD (no IBAN)'],
        amount: '1000',
      },
    });
    const body = (await json(res)).data;
    // The rate of this 10 s window around the seeded 1.265 (reference/quotedRate.ts).
    const rate = movingRate('1.265', 'GBP/USD', h.now());
    expect(body).toMatchObject({
      exchange_fee_amount: '5.00',
      total_amount: '1005.00',
      to_amount: convertAmount('1000', rate, 'buy', 2),
      rate,
    });
  });
  it('previews a swift withdrawal by draft with the minimum fee', async () => {
    const res = await h.call('POST', '/manager/grand-total/iban', {
      token: tokens.acme,
      body: {
        bank_account_id: ids['Acme USD (no IBAN)'],
        amount: '100',
        transfer_service: 'swift',
        customer_account: '123456',
        customer_name: 'Stark',
      },
    });
    expect((await json(res)).data).toMatchObject({ fee_amount: '15.00', total_amount: '115.00' });
  });
  it('answers 404 for foreign accounts and 422 for bad input', async () => {
    expect(
      (
        await h.call(
          'GET',
          `/manager/transactions/grand-total?amount=1&bank_account_id=${ids['Globex EUR']}`,
          { token: tokens.acme },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call('POST', '/manager/grand-total/transfer', {
          token: tokens.acme,
          body: { bank_account_id: ids['Acme GBP'], amount: 1 },
        })
      ).status,
    ).toBe(422);
    expect(
      (await h.call('POST', '/manager/grand-total/transfer', { token: tokens.acme, body: '{' }))
        .status,
    ).toBe(400);
  });
});
