import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES, measurePassword } from './password.js';

describe('PP-5-25 / PP-5-26 password meter', () => {
  it('defaults: minimum 8, digit and special on, upper and lower off', () => {
    expect(DEFAULT_PASSWORD_RULES).toEqual({
      minLength: 8,
      digit: true,
      special: true,
      uppercase: false,
      lowercase: false,
    });
  });
  it('passes with length, a digit and a special character', () => {
    expect(measurePassword('abcdef1!').valid).toBe(true);
    const m = measurePassword('abcdefg1');
    expect(m.valid).toBe(false);
    expect(m.checks).toEqual({ length: true, digit: true, special: false });
    expect(m).toMatchObject({ passed: 2, total: 3 });
    expect(measurePassword('ab1!').checks.length).toBe(false);
  });
  it('can turn on the case checks', () => {
    const m = measurePassword('abcdef1!', { uppercase: true, lowercase: true });
    expect(m.checks.uppercase).toBe(false);
    expect(m.checks.lowercase).toBe(true);
    expect(m.valid).toBe(false);
  });
});
