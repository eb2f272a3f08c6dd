import { ERROR_TEXT, SESSION_TEXT } from '@flexportal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateCoreText } from './coreText.js';
import { createTranslate, hasLocale, LOCALES, loadLocale } from './translate.js';

describe('loadLocale', () => {
  it('has English built in and downloads another locale once, on demand', async () => {
    expect(hasLocale('en')).toBe(true);
    expect(hasLocale('fr')).toBe(false);
    // Until its texts are in, a locale reads English rather than keys.
    expect(createTranslate('fr')('nav.logout')).toBe(createTranslate('en')('nav.logout'));
    const first = loadLocale('fr');
    expect(loadLocale('fr')).toBe(first);
    await first;
    expect(hasLocale('fr')).toBe(true);
    expect(createTranslate('fr')('nav.logout')).not.toBe(createTranslate('en')('nav.logout'));
  });
});

describe('createTranslate', () => {
  beforeAll(() => Promise.all(LOCALES.map(loadLocale)));

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

  it("translates every one of core's quoted texts, English staying the spec's exact words", () => {
    const texts = [...Object.values(ERROR_TEXT), ...Object.values(SESSION_TEXT)];
    const en = createTranslate('en');
    for (const text of texts) expect(translateCoreText(en, text)).toBe(text);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const t = createTranslate(locale);
      for (const text of texts) {
        const translated = translateCoreText(t, text);
        expect(translated, `${locale}: ${text}`).not.toBe(text);
        expect(translated.trim(), `${locale}: ${text}`).not.toBe('');
      }
    }
    expect(translateCoreText(createTranslate('de'), SESSION_TEXT.warning)).toBe(
      'Ihre Sitzung läuft bald ab',
    );
    expect(translateCoreText(createTranslate('ja'), ERROR_TEXT.serverErrorButton)).toBe(
      'OK、わかりました',
    );
  });

  it("leaves a server's message as it is", () => {
    expect(translateCoreText(createTranslate('fr'), 'The code is invalid')).toBe(
      'The code is invalid',
    );
  });
});
