import { GrandTotal, Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';
import { luhnValid } from './cardPayout.js';
import { moneyKit } from './transactionsTestKit.js';

const { live, events } = recordingLive();
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'pending'],
  accountsOf: ['acme', 'globex', 'pending'],
  app: { live },
});

const draft = (over: Record<string, unknown> = {}) => ({
  bank_account_id: ids['Acme EUR main'],
  amount: '500',
  card_number: '4111 1111 1111 1111',
  card_holder: 'Mia Manager',
  ...over,
});

describe('card payout (PP-7.4-08/09)', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('5555555555554444')).toBe(true);
  });

  it('previews the 1 % card fee (minimum 1.00) without the card yet', async () => {
    const small = await h.call('POST', '/manager/grand-total/card', {
      token: tokens.acme,
      body: { bank_account_id: ids['Acme EUR main'], amount: '20' },
    });
    expect(GrandTotal.parse((await json(small)).data)).toMatchObject({
      transaction_amount: '20.00',
      fee_amount: '1.00',
      total_amount: '21.00',
      is_enough_balance: true,
    });
    const big = await json(
      await h.call('POST', '/manager/grand-total/card', { token: tokens.acme, body: draft() }),
    );
    expect(big.data).toMatchObject({ fee_amount: '5.00', total_amount: '505.00' });
    const crypto = await h.call('POST', '/manager/grand-total/card', {
      token: tokens.acme,
      body: draft({ bank_account_id: ids['Acme BTC'], amount: '0.1' }),
    });
    expect(crypto.status).toBe(422);
    expect((await json(crypto)).errors.bank_account_id).toBeDefined();
  });

  it('answers 401 without a token, 403 to readers, 404 for another company, 422 bad drafts', async () => {
    expect(await h.status('POST', '/manager/transactions/card', { body: draft() })).toBe(401);
    expect(
      (await h.call('POST', '/manager/transactions/card', { token: tokens.reader, body: draft() }))
        .status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', '/manager/transactions/card', {
          token: tokens.acme,
          body: draft({ bank_account_id: ids['Globex EUR'] }),
        })
      ).status,
    ).toBe(404);
    const badCard = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft({ card_number: '4111111111111112' }),
    });
    expect(badCard.status).toBe(422);
    expect((await json(badCard)).errors.card_number).toEqual(['The card number is invalid.']);
    const noHolder = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft({ card_holder: ' ' }),
    });
    expect((await json(noHolder)).errors.card_holder).toBeDefined();
    expect(
      (
        await h.call('POST', '/manager/transactions/card', {
          token: tokens.acme,
          body: draft({ amount: 5 }),
        })
      ).status,
    ).toBe(422);
    const disabled = await h.call('POST', '/manager/transactions/card', {
      token: tokens.pending,
      body: draft({ bank_account_id: ids['Initech EUR'], amount: '1' }),
    });
    expect(disabled.status).toBe(403);
    expect(disabled.headers.get('X-OTP-Required')).toBeNull();
  });

  it('binds the code to the card, pays out, publishes the balance, then 409 on a repeat', async () => {
    const kit = moneyKit(h);
    const before = await kit.balance(tokens.acme, ids['Acme EUR main'] as number);
    const challenged = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft(),
    });
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('X-OTP-Required')).toBe('google');
    h.tick();
    // The code was asked for another card: a changed payee needs a new challenge (R7).
    const otherCard = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft({ card_number: '5555555555554444' }),
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(otherCard.status).toBe(403);
    h.tick();
    events.length = 0;
    const res = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft(),
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(res.status).toBe(201);
    const tx = Transaction.parse((await json(res)).data);
    expect(tx).toMatchObject({
      type: 'card',
      status: 'progress',
      amount: '500.00',
      fee_amount: '5.00',
      total_amount: '505.00',
      transmission_protocol: 'CARD',
      customer: { card_holder: 'Mia Manager', card_number: '**** 1111' },
    });
    expect(JSON.stringify(tx)).not.toContain('4111111111111111');
    expect(await kit.balance(tokens.acme, ids['Acme EUR main'] as number)).toBe(
      formatFixed(toUnits(before) - toUnits('505'), 2),
    );
    expect(events.map((e) => [e.event, e.data.id])).toEqual([
      ['account.updated', ids['Acme EUR main']],
    ]);
    const dup = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft(),
    });
    expect(dup.status).toBe(409);
    expect((await json(dup)).errors.bypass_duplicate_check).toBeDefined();
    const bypass = await kit.move(
      '/manager/transactions/card',
      draft({ bypass_duplicate_check: true }),
      tokens.acme,
    );
    expect(bypass.status).toBe(201);
    expect(await kit.drift()).toEqual([]);
  });

  it('refuses an overdraft with 422 before asking for a code', async () => {
    const res = await h.call('POST', '/manager/transactions/card', {
      token: tokens.acme,
      body: draft({ amount: '9999999' }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.amount).toEqual(['Insufficient funds.']);
  });
});

describe('OpenAPI document (card, exchange, deposit, import)', () => {
  it('declares every new route with its method', async () => {
    const doc = await json(await h.call('GET', '/openapi.json'));
    const expected: Array<[string, string]> = [
      ['/manager/grand-total/card', 'post'],
      ['/manager/transactions/card', 'post'],
      ['/manager/grand-total/{product}/exchange/fiat-crypto', 'post'],
      ['/manager/crypto/{product}/exchange/fiat-crypto', 'post'],
      ['/manager/crypto/{product}/exchange/crypto-fiat', 'post'],
      ['/manager/crypto/{product}/wallet-for-deposit', 'get'],
      ['/manager/crypto/{product}/wallet-for-deposit', 'post'],
      ['/manager/crypto/{product}/deposit', 'post'],
      ['/manager/transactions/import', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const form =
      doc.paths['/manager/transactions/import'].post.requestBody.content['multipart/form-data'];
    expect(Object.keys(form.schema.properties)).toEqual(
      expect.arrayContaining(['file', 'is_submit', 'bypass_duplicate_check', 'bank_account_id']),
    );
  });
});
