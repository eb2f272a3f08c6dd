import { checkCryptoAddress } from '@flexportal/core';
import { Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';
import { depositAddress } from './cryptoDeposit.js';
import { moneyKit } from './transactionsTestKit.js';

const { live, events } = recordingLive();
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'solo'],
  accountsOf: ['acme', 'globex'],
  app: { live },
});

const WALLET = '/manager/crypto/flexcrypto/wallet-for-deposit';
const DEPOSIT = '/manager/crypto/flexcrypto/deposit';

describe('deposit wallet (PP-7.4-11/12, PP-2.5-07)', () => {
  it('gives a deterministic, well-formed address per account and network, GET and POST alike', async () => {
    const get = await json(
      await h.call('GET', `${WALLET}?to_account_id=${ids['Acme BTC']}&network=bitcoin`, {
        token: tokens.acme,
      }),
    );
    expect(get.data.address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(checkCryptoAddress('bitcoin', get.data.address)).toBeNull();
    expect(get.data.address).toBe(depositAddress(ids['Acme BTC'] as number, 'bitcoin'));
    expect(get.data.payment_link).toBe(`bitcoin:${get.data.address}?label=Flexportal+deposit`);
    const post = await json(
      await h.call('POST', WALLET, {
        token: tokens.acme,
        body: { to_account_id: ids['Acme BTC'], network: 'bitcoin', amount: '0.001' },
      }),
    );
    expect(post.data.address).toBe(get.data.address);
    expect(post.data.payment_link).toBe(
      `bitcoin:${get.data.address}?amount=0.00100000&label=Flexportal+deposit`,
    );
    const eth = await json(
      await h.call('GET', `${WALLET}?to_account_id=${ids['Acme ETH']}&network=ethereum`, {
        token: tokens.acme,
      }),
    );
    expect(eth.data).toMatchObject({ currency: 'ETH', network: 'ethereum' });
    expect(eth.data.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(checkCryptoAddress('ethereum', eth.data.address)).toBeNull();
    // A Tron deposit address passes the wallet check of crypto.ts (a real-looking address).
    const trx = await json(
      await h.call('GET', `${WALLET}?to_account_id=${ids['Acme TRX']}&network=tron`, {
        token: tokens.acme,
      }),
    );
    const saved = await h.call('POST', '/manager/crypto-wallets', {
      token: tokens.acme,
      body: { name: 'Own deposit', currency: 'TRX', wallet: trx.data.address },
    });
    expect(saved.status).toBe(201);
  });

  it('answers 422 for a wrong network or a fiat account, 404 elsewhere, 401/403 by role', async () => {
    const q = (account: number | undefined, network: string, token = tokens.acme) =>
      h.call('GET', `${WALLET}?to_account_id=${account}&network=${network}`, { token });
    expect((await q(ids['Acme BTC'], 'ethereum')).status).toBe(422);
    expect((await q(ids['Acme BTC'], 'dogecoin')).status).toBe(422);
    expect((await q(ids['Acme EUR main'], 'bitcoin')).status).toBe(422);
    expect((await q(ids['Globex EUR'], 'bitcoin')).status).toBe(404);
    expect(await h.status('GET', `${WALLET}?to_account_id=1&network=bitcoin`)).toBe(401);
    // The reader has no authenticator and Solo no crypto feature (PP-6).
    expect((await q(ids['Acme BTC'], 'bitcoin', tokens.reader)).status).toBe(403);
    expect((await q(ids['Acme BTC'], 'bitcoin', tokens.solo)).status).toBe(403);
    expect((await q(ids['Acme BTC'], 'bitcoin', tokens.globex)).status).toBe(404);
  });
});

describe('crypto deposit (PP-7.4-11, PP-3.3-13)', () => {
  const draft = (over: Record<string, unknown> = {}) => ({
    to_account_id: ids['Acme ETH'],
    network: 'ethereum',
    amount: '0.5',
    ...over,
  });

  it('checks the draft (422), scoping (404) and roles (403)', async () => {
    expect(
      (await h.call('POST', DEPOSIT, { token: tokens.acme, body: draft({ network: 'bitcoin' }) }))
        .status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', DEPOSIT, {
          token: tokens.acme,
          body: draft({ amount: '0.000000001' }),
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', DEPOSIT, {
          token: tokens.acme,
          body: draft({ to_account_id: ids['Globex EUR'] }),
        })
      ).status,
    ).toBe(404);
    expect(await h.status('POST', DEPOSIT, { token: tokens.reader, body: draft() })).toBe(403);
    expect(await h.status('POST', DEPOSIT, { body: draft() })).toBe(401);
  });

  it('binds the code, credits the account (pending, then completed), publishes, then 409', async () => {
    const kit = moneyKit(h);
    const before = await kit.balance(tokens.acme, ids['Acme ETH'] as number);
    const first = await h.call('POST', DEPOSIT, { token: tokens.acme, body: draft() });
    expect(first.status).toBe(403);
    expect(first.headers.get('X-OTP-Required')).toBe('google');
    h.tick();
    const changed = await h.call('POST', DEPOSIT, {
      token: tokens.acme,
      body: draft({ amount: '0.6' }),
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(changed.status).toBe(403);
    h.tick();
    events.length = 0;
    const res = await h.call('POST', DEPOSIT, {
      token: tokens.acme,
      body: draft(),
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(res.status).toBe(201);
    const tx = Transaction.parse((await json(res)).data);
    expect(tx).toMatchObject({
      type: 'receive_crypto',
      status: 'settled',
      amount: '0.50000000',
      currency: 'ETH',
      to_account_id: ids['Acme ETH'],
      customer: { network: 'ethereum', is_crypto_auto_sell: true },
    });
    expect(await kit.balance(tokens.acme, ids['Acme ETH'] as number)).toBe(
      formatFixed(toUnits(before) + toUnits('0.5'), 8),
    );
    expect(events.map((e) => [e.event, e.data.id])).toEqual([['account.updated', ids['Acme ETH']]]);
    const one = await json(
      await h.call('GET', `/manager/transactions/${tx.id}`, { token: tokens.acme }),
    );
    expect(one.data.history.map((l: { status: string }) => l.status)).toEqual([
      'progress',
      'settled',
    ]);
    expect(await h.status('POST', DEPOSIT, { token: tokens.acme, body: draft() })).toBe(409);
    expect(await kit.drift()).toEqual([]);
  });
});
