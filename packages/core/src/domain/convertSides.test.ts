import { describe, expect, it } from 'vitest';
import { convertSides } from './convertSides.js';

describe('convertSides (PP-5-19)', () => {
  it('typing the amount multiplies into the received amount at the target sub_unit (8)', () => {
    expect(
      convertSides({ amount: '1000', last_side: 'buy' }, '0.000016326437318317', 2, 8),
    ).toEqual({ amount: '1000', crypto_amount: '0.01632644' });
  });
  it('typing the received amount divides into the amount at the source sub_unit (2)', () => {
    expect(
      convertSides({ amount: '', crypto_amount: '0.01', last_side: 'sell' }, '0.0000163264', 2, 8),
    ).toEqual({ amount: '612.50', crypto_amount: '0.01' });
  });
  it('18 decimals (ETH) exactly; a missing rate or a half-typed amount changes nothing else', () => {
    expect(convertSides({ amount: '1', last_side: 'buy' }, '0.000333333333333333', 2, 18)).toEqual({
      amount: '1',
      crypto_amount: '0.000333333333333333',
    });
    expect(convertSides({ amount: '5', crypto_amount: '9' }, null, 2, 8)).toEqual({
      amount: '5',
      crypto_amount: '9',
    });
    expect(convertSides({ amount: '1.', last_side: 'buy' }, '2', 2, 8).crypto_amount).toBe(
      '2.00000000',
    );
    expect(convertSides({ amount: 'x', last_side: 'buy' }, '2', 2, 8).crypto_amount).toBe('');
  });
});
