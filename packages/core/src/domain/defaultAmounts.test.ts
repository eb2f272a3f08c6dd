import { describe, expect, it } from 'vitest';
import { amountOrDefault, DEFAULT_AMOUNTS } from './defaultAmounts.js';

describe('PP-3.3-02 / PP-9 default amounts', () => {
  it('100 by default and when the amount is not numeric', () => {
    expect(amountOrDefault(undefined)).toBe('100');
    expect(amountOrDefault('abc')).toBe('100');
    expect(amountOrDefault('')).toBe('100');
    expect(amountOrDefault('12.5')).toBe('12.5');
    expect(amountOrDefault(7)).toBe('7');
  });
  it('per form: withdrawal and transfer 100, crypto withdraw and receive 0.001, convert 1', () => {
    expect(DEFAULT_AMOUNTS).toMatchObject({
      withdrawal: '100',
      transfer: '100',
      cryptoWithdraw: '0.001',
      cryptoReceive: '0.001',
      convert: '1',
    });
    expect(amountOrDefault('x', DEFAULT_AMOUNTS.cryptoWithdraw)).toBe('0.001');
  });
});
