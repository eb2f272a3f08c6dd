import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './parseAmount.js';

describe('parseAmountInput', () => {
  it('reads the locale decimal mark as the canonical decimal string', () => {
    expect(parseAmountInput('12,50', 'de')).toBe('12.50');
    expect(parseAmountInput('12,50', 'fr')).toBe('12.50');
    expect(parseAmountInput('12,50', 'es')).toBe('12.50');
    expect(parseAmountInput('12.50', 'en')).toBe('12.50');
    expect(parseAmountInput('12.50', 'ja')).toBe('12.50');
  });
  it('accepts grouping separators between groups of three', () => {
    expect(parseAmountInput('1.234.567,89', 'de')).toBe('1234567.89');
    expect(parseAmountInput('1.234', 'es')).toBe('1234');
    expect(parseAmountInput('1,234,567.89', 'en')).toBe('1234567.89');
    expect(parseAmountInput('1,234.5', 'ja')).toBe('1234.5');
    expect(parseAmountInput('1 234,5', 'fr')).toBe('1234.5');
    expect(parseAmountInput('1\u202f234,5', 'fr')).toBe('1234.5');
    expect(parseAmountInput('1\u00a0234,5', 'fr')).toBe('1234.5');
  });
  it('keeps signs and every decimal exactly', () => {
    expect(parseAmountInput('-1.234,50', 'de')).toBe('-1234.50');
    expect(parseAmountInput('-5', 'en')).toBe('-5');
    expect(parseAmountInput('0,123456789012345678', 'de')).toBe('0.123456789012345678');
    expect(parseAmountInput('99.999.999.999.999.999,99', 'de')).toBe('99999999999999999.99');
  });
  it('reads half-typed numbers and blanks', () => {
    expect(parseAmountInput('12,', 'de')).toBe('12');
    expect(parseAmountInput(',5', 'de')).toBe('0.5');
    expect(parseAmountInput('  ', 'de')).toBe('');
  });
  it('refuses what it cannot read instead of guessing', () => {
    expect(parseAmountInput('12,50', 'en')).toBeNull();
    expect(parseAmountInput('12,50', 'ja')).toBeNull();
    expect(parseAmountInput('12.50', 'de')).toBeNull();
    expect(parseAmountInput('12.50', 'fr')).toBeNull();
    expect(parseAmountInput('1.23,4', 'de')).toBeNull();
    expect(parseAmountInput('12,5,0', 'de')).toBeNull();
    expect(parseAmountInput('12a', 'en')).toBeNull();
    expect(parseAmountInput('1e3', 'en')).toBeNull();
    expect(parseAmountInput(',', 'de')).toBeNull();
    expect(parseAmountInput('-', 'en')).toBeNull();
  });
});
