import { describe, expect, it } from 'vitest';
import { convertAmount } from '../domain/amount.js';
import { totalAt } from './quotedTotal.test-utils.js';
import { grandTotalReady, movedQuote, sentQuote, totalMoved } from './quoteRules.js';

/** A grand total at a rate, as the sandbox answers it. */
const total = totalAt('0.8571', '100.00');

describe('PP-5-19 convertAmount', () => {
  it('buy multiplies, sell divides, rounded to 2 decimals by default', () => {
    expect(convertAmount('100', '0.8571', 'buy')).toBe('85.71');
    expect(convertAmount('100', '0.8571', 'buy', undefined)).toBe('85.71');
    expect(convertAmount('85.71', '0.8571', 'sell')).toBe('100.00');
    expect(convertAmount('10', '3', 'sell', null)).toBe('3.33');
    // half away from zero: 0.125 -> 0.13
    expect(convertAmount('0.5', '0.25', 'buy')).toBe('0.13');
  });

  it('rounds at 8 decimals (BTC)', () => {
    expect(convertAmount('1', '0.0000152345678', 'buy', 8)).toBe('0.00001523');
    expect(convertAmount('1000', '65432.1', 'sell', 8)).toBe('0.01528302');
  });

  it('rounds at 18 decimals (ETH) without a float', () => {
    expect(convertAmount('1', '3', 'sell', 18)).toBe('0.333333333333333333');
    expect(convertAmount('2', '3', 'sell', 18)).toBe('0.666666666666666667');
    expect(convertAmount('123456789.123456789', '0.000000000000000001', 'buy', 18)).toBe(
      '0.000000000123456789',
    );
  });

  it('null for a malformed amount or a zero rate', () => {
    expect(convertAmount('abc', '1.1', 'buy')).toBeNull();
    expect(convertAmount('1', '0', 'sell')).toBeNull();
  });
});

describe('PP-5-16 grandTotalReady', () => {
  const base = { bank_account_id: 1, amount: '100', to_account_id: 2 };
  it('transfer, exchange and convert need account, amount and target', () => {
    for (const kind of ['transfer', 'exchange', 'convert'] as const) {
      expect(grandTotalReady(kind, base)).toBe(true);
      expect(grandTotalReady(kind, { ...base, to_account_id: null })).toBe(false);
      expect(grandTotalReady(kind, { ...base, bank_account_id: '' })).toBe(false);
      expect(grandTotalReady(kind, { ...base, amount: '' })).toBe(false);
      expect(grandTotalReady(kind, { ...base, amount: '0' })).toBe(false);
      expect(grandTotalReady(kind, { ...base, amount: '1,5' })).toBe(false);
    }
  });
  it('buy also needs wallet and network; withdraw needs no target', () => {
    expect(grandTotalReady('buy', base)).toBe(false);
    expect(grandTotalReady('buy', { ...base, wallet_id: 3, network: 'bitcoin' })).toBe(true);
    expect(
      grandTotalReady('withdraw', { bank_account_id: 1, amount: '1', wallet_id: 3, network: 'x' }),
    ).toBe(true);
    expect(grandTotalReady('withdraw', { bank_account_id: 1, amount: '1', wallet_id: 3 })).toBe(
      false,
    );
  });
});

describe('totalMoved', () => {
  it('a new rate or delivered amount is a move; an equal decimal or a balance change is not', () => {
    expect(totalMoved(total, { ...total, rate: '0.85710' })).toBe(false);
    expect(totalMoved(total, { ...total, available_balance: '5.00' })).toBe(false);
    expect(totalMoved(total, { ...total, rate: '0.8572', to_amount: '85.72' })).toBe(true);
    expect(totalMoved(total, { ...total, total_amount: '100.51' })).toBe(true);
    expect(totalMoved(null, total)).toBe(true);
  });
});

describe('the price a submit names (issue 36)', () => {
  it('sentQuote: the quote id when the server gave one, else the rate shown, else nothing', () => {
    expect(sentQuote({ ...total, quote_id: 'a.b' })).toEqual({ quote_id: 'a.b' });
    expect(sentQuote(total)).toEqual({ quoted_rate: '0.8571' });
    expect(sentQuote({ ...total, rate: null })).toEqual({});
    expect(sentQuote(null)).toEqual({});
  });

  it("movedQuote: the server's new quote, null without one, false for another error", () => {
    expect(movedQuote({ errors: { quote_id: ['moved'] }, quote: total })).toEqual(total);
    expect(movedQuote({ errors: { quoted_rate: ['moved'] } })).toBeNull();
    expect(
      movedQuote({ errors: { quote_id: ['moved'] }, quote: { total_amount: 'x' } }),
    ).toBeNull();
    expect(movedQuote({ errors: { amount: ['Insufficient funds.'] }, quote: total })).toBe(false);
    expect(movedQuote('Server Error')).toBe(false);
    expect(movedQuote(null)).toBe(false);
  });
});
