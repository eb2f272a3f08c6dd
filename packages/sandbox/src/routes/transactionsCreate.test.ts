import { convertAmount } from '@flexportal/core';
import { Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { movingRate } from '../reference/movingRate.js';
import { accountIdsByName, json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'pending'],
  accountsOf: ['acme', 'globex'],
});
const balance = (token: string, id: number) => moneyKit(h).balance(token, id);
/** A money move by the Acme manager (challenge, then a fresh code). */
const move = (path: string, body: unknown, token = tokens.acme) =>
  moneyKit(h).move(path, body, token);

describe('POST manager/transactions/* (PP-7.4-09, ledger)', () => {
  it('transfers between own accounts for free, moving both balances', async () => {
    const before = await balance(tokens.acme, ids['Acme EUR free market'] as number);
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme EUR main'],
      to_account_id: ids['Acme EUR free market'],
      amount: '100.5',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      type: 'transfer',
      status: 'settled',
      amount: '100.50',
      fee_amount: '0.00',
    });
    expect(await balance(tokens.acme, ids['Acme EUR free market'] as number)).toBe(
      formatFixed(toUnits(before) + toUnits('100.5'), 2),
    );
  });

  it('exchanges to another currency at the moving rate with the exchange fee', async () => {
    const kit = moneyKit(h);
    const body = {
      bank_account_id: ids['Acme GBP'],
      to_account_id: ids['Acme USD (no IBAN)'],
      amount: '200',
    };
    const quote = await kit.preview('/manager/grand-total/transfer', body, tokens.acme);
    const res = await kit.moveAtQuote(
      '/manager/transactions/transfer',
      { ...body, quote_id: quote.quote_id },
      tokens.acme,
    );
    expect(res.status).toBe(201);
    // The quote's rate: the window it was quoted in.
    const rate = movingRate('1.265', 'GBP/USD', h.now());
    expect(quote.rate).toBe(rate);
    expect((await json(res)).data).toMatchObject({
      type: 'exchange',
      amount: '200.00',
      exchange_fee_amount: '1.00',
      rate,
      to_amount: convertAmount('200', rate, 'buy', 2),
      to_currency: 'USD',
    });
  });

  it('converts crypto with the crypto feature', async () => {
    const kit = moneyKit(h);
    const body = {
      bank_account_id: ids['Acme BTC'],
      to_account_id: ids['Acme EUR main'],
      amount: '0.01',
    };
    const quote = await kit.preview('/manager/grand-total/convert', body, tokens.acme);
    const res = await kit.moveAtQuote(
      '/manager/transactions/convert',
      { ...body, quote_id: quote.quote_id },
      tokens.acme,
    );
    expect(res.status).toBe(201);
    const rate = movingRate('61250.35', 'BTC/EUR', h.now());
    expect((await json(res)).data).toMatchObject({
      type: 'convert',
      amount: '0.01000000',
      to_amount: convertAmount('0.01', rate, 'buy', 2),
      to_currency: 'EUR',
    });
    const disabled = await move('/manager/transactions/convert', {
      bank_account_id: ids['Acme TRX'],
      to_account_id: ids['Acme EUR main'],
      amount: '1',
    });
    expect(disabled.status).toBe(422);
  });

  it('refuses an overdraft with 422 and changes nothing', async () => {
    const before = await balance(tokens.acme, ids['Acme GBP'] as number);
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme GBP'],
      to_account_id: ids['Acme USD (no IBAN)'],
      amount: '999999',
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.amount).toEqual(['Insufficient funds.']);
    expect(await balance(tokens.acme, ids['Acme GBP'] as number)).toBe(before);
  });

  it('never moves money from or to another company (404, nothing changes)', async () => {
    const before = await balance(tokens.globex, ids['Globex EUR'] as number);
    expect(
      (
        await move('/manager/transactions/transfer', {
          bank_account_id: ids['Globex EUR'],
          to_account_id: ids['Acme EUR main'],
          amount: '1',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await move('/manager/transactions/transfer', {
          bank_account_id: ids['Acme EUR main'],
          to_account_id: ids['Globex EUR'],
          amount: '1',
        })
      ).status,
    ).toBe(404);
    expect(await balance(tokens.globex, ids['Globex EUR'] as number)).toBe(before);
  });

  it('refuses readers (403), disabled companies (403) and bad drafts (422)', async () => {
    expect(
      (
        await h.call('POST', '/manager/transactions/transfer', {
          token: tokens.reader,
          body: {
            bank_account_id: ids['Acme EUR main'],
            to_account_id: ids['Acme GBP'],
            amount: '1',
          },
        })
      ).status,
    ).toBe(403);
    const initech = await accountIdsByName(h, tokens.pending);
    const p = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.pending,
      body: {
        bank_account_id: initech['Initech EUR'],
        amount: '1',
        customer_iban: 'DE44500105175407324931',
        customer_name: 'X',
      },
    });
    expect(p.status).toBe(403);
    expect(p.headers.get('X-OTP-Required')).toBeNull();
    for (const bad of [
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: 1 },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: '1e3' },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: '0' },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: '1.001' },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme EUR main'], amount: '1' },
      { bank_account_id: 'x', to_account_id: ids['Acme GBP'], amount: '1' },
    ]) {
      expect((await move('/manager/transactions/transfer', bad)).status, JSON.stringify(bad)).toBe(
        422,
      );
    }
    expect(
      (
        await h.call('POST', '/manager/transactions/transfer', {
          token: tokens.acme,
          body: 'not json',
        })
      ).status,
    ).toBe(400);
  });

  it('ignores unknown fields consistently', async () => {
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme EUR main'],
      to_account_id: ids['Acme EUR free market'],
      amount: '1',
      status: 'settled',
      company_id: 999,
      fee: '0',
    });
    expect(res.status).toBe(201);
  });

  it('withdraws to an IBAN with the SEPA fee and denies it back', async () => {
    const before = await balance(tokens.acme, ids['Acme EUR main'] as number);
    const res = await move('/manager/transactions/iban', {
      bank_account_id: ids['Acme EUR main'],
      amount: '40',
      transfer_service: 'sepa',
      customer_iban: 'DE44500105175407324931',
      customer_name: 'Wayne',
    });
    expect(res.status).toBe(201);
    const tx = Transaction.parse((await json(res)).data);
    expect(tx.total_amount).toBe('41.00');
    expect(
      await h.status('PUT', `/manager/transactions/${tx.id}/deny`, { token: tokens.globex }),
    ).toBe(404);
    expect(
      await h.status('PUT', `/manager/transactions/${tx.id}/deny`, { token: tokens.reader }),
    ).toBe(403);
    const denied = await h.call('PUT', `/manager/transactions/${tx.id}/deny`, {
      token: tokens.acme,
    });
    expect((await json(denied)).data.status).toBe('denied');
    expect(await balance(tokens.acme, ids['Acme EUR main'] as number)).toBe(before);
    expect(
      await h.status('PUT', `/manager/transactions/${tx.id}/deny`, { token: tokens.acme }),
    ).toBe(422);
    const sepaNoIban = await move('/manager/transactions/iban', {
      bank_account_id: ids['Acme EUR main'],
      amount: '1',
      transfer_service: 'sepa',
      customer_account: '123',
      customer_name: 'X',
    });
    expect(sepaNoIban.status).toBe(422);
  });

  it('refuses every field at fault in one answer, not one per submit (issue 38)', async () => {
    const res = await move('/manager/transactions/iban', {
      bank_account_id: ids['Acme EUR main'],
      amount: '1.005',
      transfer_service: 'sepa',
      customer_iban: 'DE00 1234',
      customer_legal_type: 'individual',
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors).sort()).toEqual([
      'amount',
      'customer_first_name',
      'customer_iban',
      'customer_last_name',
    ]);
  });

  it('sets the source of funds (1 or 2 only)', async () => {
    const list = await json(await h.call('GET', '/manager/transactions', { token: tokens.acme }));
    const id = list.data[0].id;
    expect(
      (
        await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
          token: tokens.acme,
          body: { source_id: 3 },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
          token: tokens.globex,
          body: { source_id: 1 },
        })
      ).status,
    ).toBe(404);
    const ok = await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
      token: tokens.acme,
      body: { source_id: 2 },
    });
    expect((await json(ok)).data.source_id).toBe(2);
  });

  it('keeps the ledger balanced: postings sum to zero per currency', async () => {
    const sums = await moneyKit(h).ledgerSums();
    expect(sums.length).toBeGreaterThanOrEqual(7);
    for (const row of sums) expect(toUnits(row.sum), row.currency).toBe(0n);
    // Company balances equal the sum of their postings.
    expect(await moneyKit(h).drift()).toEqual([]);
  });
});
