import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate.js';

describe('createTranslate', () => {
  it('fills parameters', () => {
    expect(createTranslate('en')('otp.digit', { n: 3 })).toBe('Digit 3 of 6');
  });

  it('falls back to English for a locale without the key (PP-1-10)', () => {
    expect(createTranslate('ja')('rate.loading')).toBe('Loading rate…');
  });
});
