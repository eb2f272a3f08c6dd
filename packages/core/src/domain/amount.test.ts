import { describe, expect, it } from 'vitest';
import { convertAmount, DEFAULT_SUB_UNIT, displayAmount, MAX_DISPLAY_DECIMALS } from './amount.js';

describe('PP-5-19 amount conversion', () => {
  it('buy multiplies by the rate, rounded to sub_unit', () => {
    expect(convertAmount('100', '1.08567', 'buy', 2)).toBe('108.57');
    expect(convertAmount('100', '0.00001634', 'buy', 8)).toBe('0.00163400');
  });
  it('sell divides by the rate', () => {
    expect(convertAmount('100', '3', 'sell', 2)).toBe('33.33');
    expect(convertAmount('1', '61234.5', 'sell', 8)).toBe('0.00001633');
  });
  it('defaults to two decimals', () => {
    expect(DEFAULT_SUB_UNIT).toBe(2);
    expect(convertAmount('10', '0.333', 'buy')).toBe('3.33');
    expect(convertAmount('10', '0.333', 'buy', null)).toBe('3.33');
  });
  it('gives null for non-decimal amounts and zero rates', () => {
    expect(convertAmount('abc', '1', 'buy')).toBeNull();
    expect(convertAmount('1', '0', 'sell')).toBeNull();
  });
});

describe('PP-5-20 amount display', () => {
  it('shows at most 8 decimals, limited by sub_unit', () => {
    expect(MAX_DISPLAY_DECIMALS).toBe(8);
    expect(displayAmount('0.123456789')).toBe('0.12345679');
    expect(displayAmount('0.123456789', 2)).toBe('0.12');
    expect(displayAmount('0.123456789', 12)).toBe('0.12345679');
    expect(displayAmount('12.5000', 2)).toBe('12.50');
    expect(displayAmount('12.50', 2)).toBe('12.50');
    expect(displayAmount('12.005', 2)).toBe('12.01');
    expect(displayAmount('1000.00')).toBe('1000.00');
    expect(displayAmount('n/a')).toBe('n/a');
  });
});
