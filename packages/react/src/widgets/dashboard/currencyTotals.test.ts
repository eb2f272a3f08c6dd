import { addDecimal } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { addDecimals, currencyTotals } from './currencyTotals.js';

describe('addDecimals', () => {
  it("is core's addDecimal, kept for callers of the earlier export", () => {
    expect(addDecimals).toBe(addDecimal);
  });
});

// Partial accounts on purpose: the totals read only currencies and balances, and tolerate
// a server leaving some out.
const partial = (a: unknown) => a as BankAccount;
const account = (id: number, currency: string, total: string, over = {}) =>
  partial({
    id,
    currency,
    total_balance: total,
    available_balance: total,
    pending_balance: '0.00',
    ...over,
  });

describe('currencyTotals', () => {
  it('adds the balances of each currency exactly, in first-seen order', () => {
    const totals = currencyTotals([
      account(1, 'EUR', '1000.10'),
      account(2, 'BTC', '0.00000001'),
      account(3, 'EUR', '0.20', { pending_balance: '5.5' }),
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', accounts: 2, total: '1000.30', available: '1000.30', pending: '5.50' },
      {
        currency: 'BTC',
        accounts: 1,
        total: '0.00000001',
        available: '0.00000001',
        pending: '0.00',
      },
    ]);
  });

  it('makes a sum unknown when one of its balances is missing or malformed', () => {
    const [eur] = currencyTotals([
      account(1, 'EUR', '1'),
      account(2, 'EUR', '2', { pending_balance: undefined, available_balance: 'n/a' }),
    ]);
    expect(eur).toMatchObject({ total: '3', available: null, pending: null });
  });

  it('takes the currency unit when the account has no currency field', () => {
    const [t] = currencyTotals([
      partial({ id: 1, currency_unit: { value: 'GBP' }, total_balance: '1' }),
    ]);
    expect(t?.currency).toBe('GBP');
  });
});
