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

  it('drops padding zeros past the second decimal (issue 38: "49.90 USDT", not "49.900000")', () => {
    expect(displayAmount('49.900000', 6)).toBe('49.90');
    expect(displayAmount('0.00210000', 8)).toBe('0.0021');
    expect(displayAmount('1.00000000')).toBe('1.00');
    expect(displayAmount('0.12345600', 8)).toBe('0.123456');
    expect(displayAmount('10.5', 2)).toBe('10.5');
    expect(displayAmount('100', 2)).toBe('100');
    expect(displayAmount('7.000', 0)).toBe('7');
    expect(displayAmount('7.5', 0)).toBe('8');
    expect(displayAmount('-3.140000', 6)).toBe('-3.14');
  });
});

describe('crypto conversions at 8 and 18 decimals (PP-5-19, issue 18)', () => {
  it('buys BTC (8 decimals) exactly, half away from zero', () => {
    // 1000 EUR at 0.0000163412345 BTC per EUR.
    expect(convertAmount('1000', '0.0000163412345', 'buy', 8)).toBe('0.01634123');
    expect(convertAmount('0.01', '0.000016345', 'buy', 8)).toBe('0.00000016');
    expect(convertAmount('0.03', '0.000016345', 'buy', 8)).toBe('0.00000049');
    expect(convertAmount('21000000', '1', 'buy', 8)).toBe('21000000.00000000');
  });
  it('sells BTC into EUR by dividing (8 decimals in, 2 out)', () => {
    expect(convertAmount('0.00163400', '0.00001634', 'sell', 2)).toBe('100.00');
    expect(convertAmount('0.00000001', '0.00001634', 'sell', 2)).toBe('0.00');
  });
  it('keeps all 18 decimals of ETH exactly, where a float keeps about 16 digits', () => {
    expect(convertAmount('1', '0.000333333333333333333', 'buy', 18)).toBe('0.000333333333333333');
    expect(convertAmount('123456789.123456789123456789', '1', 'buy', 18)).toBe(
      '123456789.123456789123456789',
    );
    expect(convertAmount('0.000000000000000001', '3', 'buy', 18)).toBe('0.000000000000000003');
    expect(convertAmount('0.000000000000000001', '3', 'sell', 18)).toBe('0.000000000000000000');
    expect(convertAmount('0.000000000000000002', '4', 'sell', 18)).toBe('0.000000000000000001');
    expect(convertAmount('1', '3000.5', 'sell', 18)).toBe('0.000333277787035494');
  });
  it('displays 18-decimal amounts with at most 8, rounded exactly', () => {
    expect(displayAmount('0.123456784999999999', 18)).toBe('0.12345678');
    expect(displayAmount('0.123456785000000000', 18)).toBe('0.12345679');
  });
});
