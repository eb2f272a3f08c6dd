import {
  ERROR_CODE,
  NOTICE_CODE,
  printMissingMessage,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_CODE,
  walletCreatedMessage,
} from '@flexportal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineArea, waitForAreas } from './areas/areaTexts.js';
import { listsTexts } from './areas/lists.js';
import { transactionsTexts } from './areas/transactions.js';
import { walletsTexts } from './areas/wallets.js';
import { withdrawalTexts } from './areas/withdrawal.js';
import { translateCoreText } from './coreText.js';
import type { MessageKey } from './en.js';
import { createTranslate, hasLocale, LOCALES, loadLocale } from './translate.js';

describe('loadLocale', () => {
  it('has English built in and downloads another locale once, for every area, on demand', async () => {
    expect(hasLocale('en')).toBe(true);
    expect(hasLocale('fr')).toBe(false);
    // Until its texts are in, a locale reads English rather than keys.
    const en = createTranslate('en', [withdrawalTexts]);
    expect(createTranslate('fr')('nav.logout')).toBe(en('nav.logout'));
    expect(withdrawalTexts.loaded.fr).toBeUndefined();
    const first = loadLocale('fr');
    await first;
    expect(hasLocale('fr')).toBe(true);
    const fr = createTranslate('fr', [withdrawalTexts]);
    expect(fr('nav.logout')).not.toBe(en('nav.logout'));
    expect(fr('withdrawal.title')).not.toBe(en('withdrawal.title'));
    // Only the page's locale came: Japanese is still to load.
    expect(withdrawalTexts.loaded.ja).toBeUndefined();
  });

  it('loads the texts of an area defined after the locale (a lazy route) when it renders', async () => {
    await loadLocale('de');
    const late = defineArea(
      { 'late.hello': 'Hello' },
      {
        de: () => Promise.resolve({ 'late.hello': 'Hallo' }),
        es: () => Promise.resolve({ 'late.hello': 'Hola' }),
        fr: () => Promise.resolve({ 'late.hello': 'Bonjour' }),
        ja: () => Promise.resolve({ 'late.hello': 'こんにちは' }),
      },
    );
    expect(hasLocale('de')).toBe(false);
    const wait = waitForAreas('de', [late]);
    expect(wait).not.toBeNull();
    await wait;
    expect(waitForAreas('de', [late])).toBeNull();
    expect(createTranslate('de', [late])('late.hello' as never)).toBe('Hallo');
    expect(hasLocale('de')).toBe(true);
  });

  it('renders English rather than waiting forever when a download failed', async () => {
    await loadLocale('es');
    const broken = defineArea(
      { 'broken.text': 'Text' },
      {
        de: () => Promise.resolve({ 'broken.text': 'Text' }),
        es: () => Promise.reject(new Error('offline')),
        fr: () => Promise.resolve({ 'broken.text': 'Texte' }),
        ja: () => Promise.resolve({ 'broken.text': 'テキスト' }),
      },
    );
    await waitForAreas('es', [broken]);
    expect(waitForAreas('es', [broken])).toBeNull();
    expect(createTranslate('es', [broken])('broken.text' as never)).toBe('Text');
    await expect(loadLocale('es')).rejects.toThrow('offline');
  });
});

describe('createTranslate', () => {
  beforeAll(() => Promise.all(LOCALES.map((l) => loadLocale(l).catch(() => undefined))));

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

  it("translates every one of core's codes, English being the spec's exact words", () => {
    const en = createTranslate('en');
    expect(translateCoreText(en, ERROR_CODE.serverError)).toBe(
      'Server Error, please try again later',
    );
    expect(translateCoreText(en, ERROR_CODE.codeAccepted)).toBe(
      'Code accepted. Verification process...',
    );
    for (const locale of LOCALES) {
      const t = createTranslate(locale);
      for (const code of Object.values(ERROR_CODE)) {
        const text = translateCoreText(t, code);
        expect(text, `${locale}: ${code}`).not.toBe(code);
        if (locale !== 'en')
          expect(text, `${locale}: ${code}`).not.toBe(translateCoreText(en, code));
      }
    }
    expect(createTranslate('de')('session.warning')).toBe('Ihre Sitzung läuft bald ab');
    expect(translateCoreText(createTranslate('ja'), ERROR_CODE.serverErrorButton)).toBe(
      'OK、わかりました',
    );
  });

  it("reads core's notice and source-of-funds codes (typed as keys) in every locale", () => {
    // Typed MessageKey: a code core hands over that no area holds fails the type check.
    const codes: readonly MessageKey[] = [
      ...Object.values(NOTICE_CODE),
      ...Object.values(SOURCE_OF_FUNDS_CODE),
      ...Object.values(SOURCE_OF_FUNDS),
    ];
    const areas = [listsTexts, transactionsTexts, walletsTexts];
    const en = createTranslate('en', areas);
    expect(translateCoreText(en, walletCreatedMessage('Cold'))).toBe(
      'Wallet Cold created successfully',
    );
    expect(translateCoreText(en, printMissingMessage('receipt'))).toBe(
      'Element to print #receipt not found!',
    );
    expect(
      [NOTICE_CODE.walletRemoved, NOTICE_CODE.walletDeleteConfirm, NOTICE_CODE.yes].map((key) =>
        en(key),
      ),
    ).toEqual([
      'Wallet removed successfully',
      'Are you sure you want to delete this wallet?',
      'Yes',
    ]);
    expect(translateCoreText(en, ERROR_CODE.itemsIdArray)).toBe(
      "Invalid request format. 'id' must be an array.",
    );
    for (const locale of LOCALES) {
      const t = createTranslate(locale, areas);
      for (const code of codes) expect(t(code), `${locale}: ${code}`).not.toBe(code);
    }
    const fr = createTranslate('fr', areas);
    expect(translateCoreText(fr, printMissingMessage('receipt'))).toBe(
      'Élément à imprimer #receipt introuvable !',
    );
    expect(fr(NOTICE_CODE.walletDeleteConfirm)).not.toBe(en(NOTICE_CODE.walletDeleteConfirm));
  });

  it("puts a partner's messages over the catalogue, shared texts and areas alike, per locale when asked", () => {
    const messages = {
      'nav.logout': 'Leave',
      'otp.digit': { de: 'Feld {n}' },
      'wallet.created': 'Saved {name}',
    };
    expect(createTranslate('en', [], messages)('nav.logout')).toBe('Leave');
    expect(createTranslate('de', [], messages)('nav.logout')).toBe('Leave');
    // Per locale: the catalogue's text in the other locales; parameters filled alike.
    expect(createTranslate('de', [], messages)('otp.digit', { n: 2 })).toBe('Feld 2');
    expect(createTranslate('en', [], messages)('otp.digit', { n: 2 })).toBe('Digit 2 of 6');
    const area = defineArea(
      { 'wallet.created': 'Wallet {name} created' },
      {
        de: () => Promise.resolve({ 'wallet.created': 'Wallet {name} erstellt' }),
        es: () => Promise.resolve({ 'wallet.created': 'Monedero {name} creado' }),
        fr: () => Promise.resolve({ 'wallet.created': 'Portefeuille {name} créé' }),
        ja: () => Promise.resolve({ 'wallet.created': 'ウォレット {name}' }),
      },
    );
    expect(createTranslate('fr', [area], messages)('wallet.created' as never, { name: 'A' })).toBe(
      'Saved A',
    );
  });

  it("leaves a server's message as it is", () => {
    expect(translateCoreText(createTranslate('fr'), 'The code is invalid')).toBe(
      'The code is invalid',
    );
  });
});
