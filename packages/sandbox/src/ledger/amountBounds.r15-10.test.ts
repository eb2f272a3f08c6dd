import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

// R15.10: every money move, deposits included, keeps to the amount boundaries of the settings.
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'admin'],
  accountsOf: ['acme'],
  app: { otpRequired: false },
});

const balance = async (name: string) =>
  (await json(await h.call('GET', `/manager/bank-accounts/${ids[name]}`, { token: tokens.acme })))
    .data.available_balance as string;
const deposit = (amount: string) =>
  h.call('POST', '/manager/crypto/flexcrypto/deposit', {
    token: tokens.acme,
    body: { to_account_id: ids['Acme BTC'], network: 'bitcoin', amount },
  });
const transfer = (amount: string) =>
  h.call('POST', '/manager/transactions/transfer', {
    token: tokens.acme,
    body: {
      bank_account_id: ids['Acme EUR main'],
      to_account_id: ids['Acme EUR free market'],
      amount,
    },
  });
const withdraw = (amount: string) =>
  h.call('POST', '/manager/transactions/iban', {
    token: tokens.acme,
    body: {
      bank_account_id: ids['Acme EUR main'],
      amount,
      transfer_service: 'sepa',
      customer_iban: 'DE44500105175407324931',
      customer_name: 'Wayne Enterprises',
    },
  });

describe('R15.10 amount boundaries on every money move', () => {
  it('refuses moves outside the boundaries (deposits too) and settles the ones inside', async () => {
    const btcBefore = await balance('Acme BTC');
    const outside: Array<[string, () => Promise<Response>]> = [
      ['deposit of 999,999,999,999,999,999 BTC', () => deposit('999999999999999999')],
      ['deposit of 1,000,000,000 BTC', () => deposit('1000000000')],
    ];
    const setFiat = await h.call('POST', '/a/settings', {
      token: tokens.admin,
      body: { key: 'fiat_transaction_amount_boundaries', value: { min: '1', max: '100' } },
    });
    expect(setFiat.status).toBe(200);
    outside.push(
      ['transfer of 150 EUR (max 100)', () => transfer('150')],
      ['transfer of 0.50 EUR (min 1)', () => transfer('0.50')],
      ['withdrawal of 150 EUR (max 100)', () => withdraw('150')],
    );
    const refused: string[] = [];
    const settled: string[] = [];
    for (const [name, send] of outside) {
      const res = await send();
      if (res.status === 422) refused.push(name);
      else settled.push(`${name}: ${res.status}`);
    }
    const btcAfterOutside = await balance('Acme BTC');
    const inside = [await deposit('0.5'), await transfer('50'), await withdraw('20')].map(
      (r) => r.status,
    );
    console.log(
      `R15.10 ${outside.length} moves outside the boundaries: ${refused.length} refused (422), ${settled.length} not refused${settled.length ? ` (${settled.join('; ')})` : ''}; 3 inside: ${inside.join(', ')}; Acme BTC ${btcBefore} -> ${btcAfterOutside}`,
    );
    expect(settled).toEqual([]);
    expect(btcAfterOutside).toBe(btcBefore);
    expect(inside).toEqual([201, 201, 201]);
  });
});

describe('enabled currencies (AC-3-24) on every money move', () => {
  it('refuses a move from an account whose currency the settings do not enable', async () => {
    const enable = (value: string[]) =>
      h.call('POST', '/a/settings', {
        token: tokens.admin,
        body: { key: 'fiat_currencies_enabled', value },
      });
    expect((await enable(['GBP', 'USD'])).status).toBe(200);
    const before = await balance('Acme EUR main');
    const refused = await transfer('10');
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors).toEqual({
      bank_account_id: ['The currency EUR is not enabled.'],
    });
    expect(await balance('Acme EUR main')).toBe(before);
    // Crypto is its own list: a BTC deposit still settles.
    expect((await deposit('0.1')).status).toBe(201);
    expect((await enable(['EUR', 'GBP', 'USD'])).status).toBe(200);
    expect((await transfer('10')).status).toBe(201);
  });
});
