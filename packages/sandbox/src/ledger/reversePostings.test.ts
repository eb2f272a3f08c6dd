import { describe, expect, it } from 'vitest';
import { reversalLegs } from './reversePostings.js';

describe('reversalLegs (a declined or denied payment returns what it holds)', () => {
  it('negates the net per account and currency, leaving settled-out accounts alone', () => {
    expect(
      reversalLegs([
        { accountId: 1, currency: 'EUR', amount: '-121.00' },
        { accountId: 9, currency: 'EUR', amount: '120' },
        { accountId: 8, currency: 'EUR', amount: '1.000000000000000001' },
        { accountId: 8, currency: 'EUR', amount: '-0.000000000000000001' },
      ]),
    ).toEqual([
      { accountId: 1, currency: 'EUR', units: 121_000_000_000_000_000_000n },
      { accountId: 9, currency: 'EUR', units: -120_000_000_000_000_000_000n },
      { accountId: 8, currency: 'EUR', units: -1_000_000_000_000_000_000n },
    ]);
  });

  it('is empty for a transaction already returned (a second reversal moves nothing)', () => {
    expect(
      reversalLegs([
        { accountId: 1, currency: 'EUR', amount: '-5' },
        { accountId: 9, currency: 'EUR', amount: '5' },
        { accountId: 1, currency: 'EUR', amount: '5' },
        { accountId: 9, currency: 'EUR', amount: '-5' },
      ]),
    ).toEqual([]);
  });
});
