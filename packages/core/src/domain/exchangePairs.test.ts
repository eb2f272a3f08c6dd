import { describe, expect, it } from 'vitest';
import {
  defaultSource,
  fitPair,
  sourceOptions,
  targetAfterSource,
  targetOptions,
} from './exchangePairs.js';

const acc = (
  id: number,
  currency: string,
  type = 'fiat',
  disabled: string[] = [],
  selected = false,
) => ({
  id,
  currency,
  currency_unit: { currency_type: type },
  transmission_protocols_disabled: disabled,
  selected,
});
const EUR = acc(1, 'EUR', 'fiat', [], true);
const EUR2 = acc(2, 'EUR');
const GBP = acc(3, 'GBP');
const USD = acc(4, 'USD');
const BTC = acc(5, 'BTC', 'crypto');
const TRX = acc(6, 'TRX', 'crypto', ['CRYPTO_EXCHANGE']);
const all = [EUR, EUR2, GBP, USD, BTC, TRX];
const ids = (a: Array<{ id: number }>) => a.map((x) => x.id);

describe('pair rules (PP-4.6, PP-5-17, PP-5-18)', () => {
  it('transfer: same currency; exchange: fiat across currencies; convert: a crypto side', () => {
    expect(ids(targetOptions('transfer', all, EUR))).toEqual([2]);
    expect(ids(targetOptions('exchange', all, EUR))).toEqual([3, 4]);
    expect(ids(targetOptions('convert', all, EUR))).toEqual([5]);
    expect(ids(targetOptions('convert', all, BTC))).toEqual([1, 2, 3, 4]);
  });

  it('the company transfer map narrows the pairs', () => {
    const map = [{ bank_account_id: 1, to_account_ids: [4, 5] }];
    expect(ids(targetOptions('exchange', all, EUR, map))).toEqual([4]);
    expect(ids(targetOptions('exchange', all, GBP, map))).toEqual([]);
  });

  it('PP-5-17 convert excludes crypto accounts with CRYPTO_EXCHANGE disabled', () => {
    expect(ids(sourceOptions('convert', all).map((o) => o.account))).not.toContain(6);
    expect(ids(targetOptions('convert', all, EUR))).not.toContain(6);
  });

  it('PP-5-18 a fiat account without an allowed crypto partner is disabled, with the reason', () => {
    const map = [
      { bank_account_id: 1, to_account_ids: [5] },
      { bank_account_id: 3, to_account_ids: [1] },
    ];
    const options = sourceOptions('convert', all, map);
    expect(options.find((o) => o.account.id === 1)?.disabledReason).toBeNull();
    expect(options.find((o) => o.account.id === 3)?.disabledReason).toBe('noPartner');
  });

  it('PP-4.6-01/02 a new source keeps an allowed target, clears another, fills an empty one', () => {
    expect(targetAfterSource('exchange', all, EUR, 4)).toBe(4);
    expect(targetAfterSource('exchange', all, GBP, 3)).toBe(1);
    expect(targetAfterSource('exchange', all, EUR, null)).toBe(3);
    expect(targetAfterSource('transfer', all, GBP, 1)).toBeNull();
  });

  it('the default source is the selected account when usable', () => {
    expect(defaultSource('exchange', all)?.id).toBe(1);
    expect(defaultSource('convert', all)?.id).toBe(1);
    expect(defaultSource('transfer', [GBP, USD])).toBeNull();
  });

  it('a form shown before the map keeps its pair while allowed and moves off one the map forbids', () => {
    const before = fitPair('exchange', all, { bank_account_id: null, to_account_id: null });
    expect(before).toEqual({ bank_account_id: 1, to_account_id: 3 });
    const map = [
      { bank_account_id: 1, to_account_ids: [4] },
      { bank_account_id: 3, to_account_ids: [4] },
    ];
    // The default source stays; its target the map forbids becomes the first allowed.
    expect(fitPair('exchange', all, before, map)).toEqual({ bank_account_id: 1, to_account_id: 4 });
    // A source the map leaves without a partner gives way to the default one.
    expect(fitPair('exchange', all, { bank_account_id: 4, to_account_id: 1 }, map)).toEqual({
      bank_account_id: 1,
      to_account_id: 4,
    });
    // A chosen pair the map allows is kept as it is.
    expect(fitPair('exchange', all, { bank_account_id: 3, to_account_id: 4 }, map)).toEqual({
      bank_account_id: 3,
      to_account_id: 4,
    });
  });
});
