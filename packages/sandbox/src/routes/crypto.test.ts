import { CryptoWallet, GrandTotal, Transaction } from '@flexportal/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'solo'],
  accountsOf: ['acme'],
});

describe('crypto wallets (PP-7.4-13, PP-6 crypto rules)', () => {
  it('lists, creates with address checks and deletes (answering the list)', async () => {
    // The reader has no authenticator: crypto needs Google two-factor (PP-6).
    expect(await h.status('GET', '/manager/crypto-wallets', { token: tokens.reader })).toBe(403);
    const list = await json(await h.call('GET', '/manager/crypto-wallets', { token: tokens.acme }));
    expect(list.data.map((w: CryptoWallet) => w.name)).toEqual(['Cold storage', 'Treasury ETH']);
    const bad = await h.call('POST', '/manager/crypto-wallets', {
      token: tokens.acme,
      body: { name: 'X', currency: 'ETH', wallet: 'bc1qxyz' },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/crypto-wallets', {
          token: tokens.acme,
          body: { name: 'X', currency: 'DOGE', wallet: '0x0' },
        })
      ).status,
    ).toBe(422);
    const created = await h.call('POST', '/manager/crypto-wallets', {
      token: tokens.acme,
      body: { name: 'Tron hot', currency: 'TRX', wallet: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' },
    });
    expect(created.status).toBe(201);
    const wallet = CryptoWallet.parse((await json(created)).data);
    expect(
      (await h.call('DELETE', `/manager/crypto-wallets/${wallet.id}`, { token: tokens.reader }))
        .status,
    ).toBe(403);
    const after = await json(
      await h.call('DELETE', `/manager/crypto-wallets/${wallet.id}`, { token: tokens.acme }),
    );
    expect(after.data).toHaveLength(2);
    expect(
      (await h.call('DELETE', `/manager/crypto-wallets/${wallet.id}`, { token: tokens.acme }))
        .status,
    ).toBe(404);
  });
  it('needs the crypto feature (403) and keeps companies apart', async () => {
    expect(await h.status('GET', '/manager/crypto-wallets', { token: tokens.solo })).toBe(403);
    expect(
      (
        await json(await h.call('GET', '/manager/crypto-wallets', { token: tokens.globex }))
      ).data.map((w: { name: string }) => w.name),
    ).toEqual(['Supplier USDT']);
  });
});

describe('crypto withdrawal (PP-7.4-08/11)', () => {
  it('previews and withdraws with the network fee, bound to the wallet, with a code', async () => {
    const wallets = (
      await json(await h.call('GET', '/manager/crypto-wallets', { token: tokens.acme }))
    ).data as CryptoWallet[];
    const cold = wallets.find((w) => w.currency === 'BTC') as CryptoWallet;
    const draft = {
      bank_account_id: ids['Acme BTC'],
      amount: '0.01',
      network: 'bitcoin',
      wallet_id: cold.id,
    };
    const preview = GrandTotal.parse(
      (
        await json(
          await h.call('POST', '/manager/grand-total/flexcrypto/withdraw-crypto', {
            token: tokens.acme,
            body: draft,
          }),
        )
      ).data,
    );
    expect(preview).toMatchObject({
      transaction_amount: '0.01000000',
      fee_amount: '0.00010000',
      total_amount: '0.01010000',
    });
    expect(
      (
        await h.call('POST', '/manager/crypto/flexcrypto/withdraw-crypto', {
          token: tokens.acme,
          body: { ...draft, network: 'tron' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', '/manager/crypto/flexcrypto/withdraw-crypto', {
          token: tokens.acme,
          body: { ...draft, wallet_id: 999999 },
        })
      ).status,
    ).toBe(404);
    const challenged = await h.call('POST', '/manager/crypto/flexcrypto/withdraw-crypto', {
      token: tokens.acme,
      body: draft,
    });
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('X-OTP-Required')).toBe('google');
    h.tick();
    const res = await h.call('POST', '/manager/crypto/flexcrypto/withdraw-crypto', {
      token: tokens.acme,
      body: draft,
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(res.status).toBe(201);
    expect(Transaction.parse((await json(res)).data)).toMatchObject({
      type: 'withdraw_crypto',
      status: 'progress',
      total_amount: '0.01010000',
    });
    expect(
      (
        await h.call('POST', '/manager/crypto/flexcrypto/withdraw-crypto', {
          token: tokens.reader,
          body: draft,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', '/manager/crypto/flexcrypto/withdraw-crypto', {
          token: tokens.globex,
          body: draft,
        })
      ).status,
    ).toBe(404);
  });

  it('exempts an individual without two-factor, as the portal guard and menu do (PP-6-05)', async () => {
    // Solo Trader: an individual whose user has no authenticator; crypto is switched on here.
    await h.database.db
      .update(companies)
      .set({ features: ['create_accounts', 'crypto'] })
      .where(eq(companies.name, 'Solo Trader'));
    const me = await json(await h.call('GET', '/auth/me', { token: tokens.solo }));
    expect(me.data.two_factor_auth.google).toBe(false);
    expect(await h.status('GET', '/manager/crypto-wallets', { token: tokens.solo })).toBe(200);
    // A company's user without it stays out (the reader of Acme has no authenticator).
    expect(await h.status('GET', '/manager/crypto-wallets', { token: tokens.reader })).toBe(403);
  });
});
