import { describe, expect, it } from 'vitest';
import { createTranslate, LOCALES } from './translate.js';

describe('createTranslate', () => {
  it('fills parameters', () => {
    expect(createTranslate('en')('otp.digit', { n: 3 })).toBe('Digit 3 of 6');
  });

  it('has every key in every locale, each different from English where words differ', () => {
    for (const locale of LOCALES) {
      const t = createTranslate(locale);
      expect(t('rate.loading'), locale).not.toBe('');
      expect(t('otp.digit', { n: 2 }), locale).toContain('2');
    }
    expect(createTranslate('de')('nav.logout')).toBe('Abmelden');
    expect(createTranslate('ja')('login.title')).toBe('ログイン');
  });

  it('falls back to English for an unknown locale', () => {
    expect(createTranslate('xx' as never)('rate.loading')).toBe('Loading rate…');
  });
});
