import { GrandTotal, Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { toUnits } from '../lib/decimal.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'solo'],
  accountsOf: ['acme', 'globex'],
});

const PREVIEW = '/manager/grand-total/crypto';
const CREATE = '/manager/transactions/crypto';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe('crypto payment to an address (PP-7.4-08/09, type crypto)', () => {
  const draft = (over: Record<string, unknown> = {}) => ({
    bank_account_id: ids['Acme BTC'],
    amount: '0.002',
    network: 'bitcoin',
    wallet: BTC_ADDRESS,
    ...over,
  });

  it('previews with the network fee, without an address yet', async () => {
    const res = await h.call('POST', PREVIEW, {
      token: tokens.acme,
      body: draft({ wallet: undefined }),
    });
    expect(res.status).toBe(200);
    expect(GrandTotal.parse((await json(res)).data)).toMatchObject({
      transaction_amount: '0.00200000',
      fee_amount: '0.00010000',
      total_amount: '0.00210000',
      currency_unit: { value: 'BTC', currency_type: 'crypto' },
    });
  });

  it('refuses a fiat account, another network, a broken checksum and too many decimals (422)', async () => {
    const status = async (body: Record<string, unknown>, path = CREATE) =>
      (await h.call('POST', path, { token: tokens.acme, body })).status;
    expect(await status(draft({ bank_account_id: ids['Acme EUR main'] }), PREVIEW)).toBe(422);
    expect(await status(draft({ network: 'ethereum' }), PREVIEW)).toBe(422);
    expect(await status(draft({ amount: '0.000000001' }), PREVIEW)).toBe(422);
    expect(await status(draft({ wallet: undefined }))).toBe(422);
    const typo = await h.call('POST', CREATE, {
      token: tokens.acme,
      body: draft({ wallet: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' }),
    });
    expect(typo.status).toBe(422);
    expect((await json(typo)).errors.wallet[0]).toMatch(/checksum/);
  });

  it('refuses the network, the amount and the address in one answer (issue 38)', async () => {
    const res = await h.call('POST', CREATE, {
      token: tokens.acme,
      body: draft({ network: 'ethereum', amount: '0.000000001', wallet: '' }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors).sort()).toEqual(['amount', 'network', 'wallet']);
    // A preview checks no address: a half-typed one never shows an error there.
    const preview = await h.call('POST', PREVIEW, {
      token: tokens.acme,
      body: draft({ network: 'ethereum', amount: '0.000000001', wallet: '' }),
    });
    expect(Object.keys((await json(preview)).errors).sort()).toEqual(['amount', 'network']);
  });

  it('scopes by company and role (404, 403, 401)', async () => {
    expect(await h.status('POST', PREVIEW, { token: tokens.globex, body: draft() })).toBe(404);
    expect(await h.status('POST', CREATE, { token: tokens.reader, body: draft() })).toBe(403);
    expect(await h.status('POST', PREVIEW, { token: tokens.solo, body: draft() })).toBe(403);
    expect(await h.status('POST', CREATE, { body: draft() })).toBe(401);
  });

  it('creates with a code bound to the address, debits amount and fee, then 409', async () => {
    const kit = moneyKit(h);
    const first = await h.call('POST', CREATE, { token: tokens.acme, body: draft() });
    expect(first.status).toBe(403);
    h.tick();
    const other = await h.call('POST', CREATE, {
      token: tokens.acme,
      body: draft({ wallet: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }),
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(other.status).toBe(403);
    h.tick();
    const before = await kit.balance(tokens.acme, ids['Acme BTC'] as number);
    const res = await h.call('POST', CREATE, {
      token: tokens.acme,
      body: draft(),
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(res.status).toBe(201);
    expect(Transaction.parse((await json(res)).data)).toMatchObject({
      type: 'crypto',
      status: 'progress',
      amount: '0.00200000',
      total_amount: '0.00210000',
      customer: { wallet: BTC_ADDRESS, network: 'bitcoin' },
    });
    const after = await kit.balance(tokens.acme, ids['Acme BTC'] as number);
    expect(toUnits(before) - toUnits(after)).toBe(toUnits('0.0021'));
    expect(await h.status('POST', CREATE, { token: tokens.acme, body: draft() })).toBe(409);
    expect(await kit.drift()).toEqual([]);
  });
});
