import { describe, expect, it } from 'vitest';
import { isIbanShaped, normalizeIban } from './iban.js';

describe('PP-5-09 IBAN pattern', () => {
  it('accepts two letters, two digits, four alphanumerics, seven digits, up to 16 more', () => {
    expect(isIbanShaped('DE89370400440532013000')).toBe(true);
    expect(isIbanShaped('GB29NWBK60161331926819')).toBe(true);
    expect(isIbanShaped('AB12CDEF1234567')).toBe(true);
    expect(isIbanShaped(`AB12CDEF1234567${'X'.repeat(16)}`)).toBe(true);
    expect(isIbanShaped(`AB12CDEF1234567${'X'.repeat(17)}`)).toBe(false);
  });
  it('rejects other shapes', () => {
    expect(isIbanShaped('12345678')).toBe(false);
    expect(isIbanShaped('AB12CDEF123456')).toBe(false);
    expect(isIbanShaped('')).toBe(false);
    expect(isIbanShaped(null)).toBe(false);
  });
});

describe('PP-4.5-01 spaces are removed from the IBAN', () => {
  it('normalises and then matches', () => {
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(isIbanShaped('DE89 3704 0044 0532 0130 00')).toBe(true);
  });
});
