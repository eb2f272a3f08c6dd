import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  divideDecimal,
  isDecimal,
  multiplyDecimal,
  roundDecimal,
  trimZeros,
} from './decimal.js';

describe('decimal helper (money is exact)', () => {
  it('adds exactly with the larger scale', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('1.50', '2.125')).toBe('3.625');
    expect(addDecimal('-5.00', '2.5')).toBe('-2.50');
    expect(addDecimal('99999999999999999999.99', '0.01')).toBe('100000000000000000000.00');
    expect(() => addDecimal('1', 'x')).toThrow();
  });
  it('multiplies without float error', () => {
    expect(multiplyDecimal('0.1', '0.2', 2)).toBe('0.02');
    expect(multiplyDecimal('1.005', '1', 2)).toBe('1.01');
    expect(multiplyDecimal('123456789012345.67', '1.1', 2)).toBe('135802467913580.24');
  });
  it('divides and rounds half away from zero', () => {
    expect(divideDecimal('1', '3', 2)).toBe('0.33');
    expect(divideDecimal('2', '3', 2)).toBe('0.67');
    expect(divideDecimal('-2', '3', 2)).toBe('-0.67');
    expect(divideDecimal('10', '0.25', 0)).toBe('40');
    expect(() => divideDecimal('1', '0', 2)).toThrow(RangeError);
  });
  it('rounds, trims, compares and recognises decimals', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('-0.001', 2)).toBe('0.00');
    expect(roundDecimal('5', 3)).toBe('5.000');
    expect(trimZeros('1.500')).toBe('1.5');
    expect(trimZeros('2.00')).toBe('2');
    expect(trimZeros('100')).toBe('100');
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('-1', '0.5')).toBe(-1);
    expect(isDecimal('1.5')).toBe(true);
    expect(isDecimal('1e5')).toBe(false);
    expect(isDecimal(1.5)).toBe(false);
  });
});
