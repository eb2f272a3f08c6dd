import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal } from './formatNumber.js';

// Intl writes fr groups with a narrow no-break space and amounts join their code with a
// no-break space: spelled out here so a failure shows which one changed.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatDecimal', () => {
  it('groups thousands and uses the decimal mark of each locale', () => {
    expect(formatDecimal('1525191.25', 'en')).toBe('1,525,191.25');
    expect(formatDecimal('1525191.25', 'de')).toBe('1.525.191,25');
    expect(formatDecimal('1525191.25', 'fr')).toBe(`1${NNBSP}525${NNBSP}191,25`);
    expect(formatDecimal('1525191.25', 'es')).toBe('1.525.191,25');
    expect(formatDecimal('1525191.25', 'ja')).toBe('1,525,191.25');
  });
  it('follows the locale on short numbers (es groups from five digits)', () => {
    expect(formatDecimal('1234.5', 'es')).toBe('1234,5');
    expect(formatDecimal('12345.5', 'es')).toBe('12.345,5');
  });
  it('keeps negative signs and the exact number of decimals', () => {
    expect(formatDecimal('-1234.50', 'en')).toBe('-1,234.50');
    expect(formatDecimal('-1234.50', 'de')).toBe('-1.234,50');
    expect(formatDecimal('100', 'de')).toBe('100');
    expect(formatDecimal('0.10', 'fr')).toBe('0,10');
    expect(formatDecimal('-0.00', 'en')).toBe('0.00');
  });
  it('is exact beyond a float: 18 decimals and 99999999999999999.99', () => {
    expect(formatDecimal('0.123456789012345678', 'en')).toBe('0.123456789012345678');
    expect(formatDecimal('1.000000000000000001', 'de')).toBe('1,000000000000000001');
    expect(formatDecimal('99999999999999999.99', 'en')).toBe('99,999,999,999,999,999.99');
    expect(formatDecimal('99999999999999999.99', 'ja')).toBe('99,999,999,999,999,999.99');
    expect(formatDecimal('-99999999999999999.99', 'de')).toBe('-99.999.999.999.999.999,99');
  });
  it('returns text that is not a decimal as it came', () => {
    expect(formatDecimal('n/a', 'de')).toBe('n/a');
    expect(formatDecimal('', 'de')).toBe('');
  });
});

describe('formatAmount', () => {
  it('applies PP-5-20 (sub_unit, at most 8 decimals) and the currency code', () => {
    expect(formatAmount('1525191.25', 'en', { currency: 'EUR', subUnit: 2 })).toBe(
      `1,525,191.25${NBSP}EUR`,
    );
    expect(formatAmount('1525191.255', 'de', { currency: 'EUR', subUnit: 2 })).toBe(
      `1.525.191,26${NBSP}EUR`,
    );
    expect(formatAmount('12.5000', 'fr', { currency: 'GBP', subUnit: 2 })).toBe(`12,50${NBSP}GBP`);
    expect(formatAmount('0.123456789', 'ja', { currency: 'BTC', subUnit: 8 })).toBe(
      `0.12345679${NBSP}BTC`,
    );
    expect(formatAmount('-1000.00', 'es', { currency: 'USDT' })).toBe(`-1000,00${NBSP}USDT`);
  });
  it('keeps the server string within the allowed decimals, unpadded past two; rounds only beyond', () => {
    expect(formatAmount('20000.000000', 'en', { subUnit: 6 })).toBe('20,000.00');
    expect(formatAmount('1.25000000', 'de', { subUnit: 8 })).toBe('1,25');
    expect(formatAmount('1.25000001', 'de', { subUnit: 8 })).toBe('1,25000001');
    expect(formatAmount('0.1', 'en')).toBe('0.1');
    expect(formatAmount('1.005', 'en', { subUnit: 2 })).toBe('1.01');
    expect(formatAmount('0.123456789123', 'en')).toBe('0.12345679');
  });
  it('without a currency gives the number alone', () => {
    expect(formatAmount('1000.00', 'de')).toBe('1.000,00');
  });
  it('shows a missing amount as a dash and other text as it came', () => {
    expect(formatAmount(undefined, 'en')).toBe('–');
    expect(formatAmount(null, 'en', { currency: 'EUR' })).toBe('–');
    expect(formatAmount('', 'en')).toBe('–');
    expect(formatAmount('n/a', 'en')).toBe('n/a');
  });
});

describe('formatDecimal of a count', () => {
  it('groups whole numbers', () => {
    expect(formatDecimal(12345, 'en')).toBe('12,345');
    expect(formatDecimal(12345, 'de')).toBe('12.345');
    expect(formatDecimal(12345, 'fr')).toBe(`12${NNBSP}345`);
    expect(formatDecimal(7, 'ja')).toBe('7');
  });
});
