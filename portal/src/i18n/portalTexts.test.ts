import { createTranslate, LOCALES, loadLocale } from '@flexportal/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MENU } from '../app/menus/adminMenu.js';
import { MANAGER_MENU } from '../app/menus/managerMenu.js';
import { ROUTES } from '../app/routes/index.js';
import { initialLocale } from './localeStore.js';
import { type PortalKey, portalTexts } from './portalTexts.js';

const portalT = (locale: (typeof LOCALES)[number]) =>
  createTranslate(locale, [portalTexts]) as unknown as (key: PortalKey) => string;

describe('portal texts, an area of the widgets catalogue', () => {
  beforeAll(() => Promise.all(LOCALES.map(loadLocale)));

  it('names every route and menu item by a key with English words', () => {
    const keys = [
      ...ROUTES.map((r) => r.title),
      ...[...MANAGER_MENU, ...ADMIN_MENU].map((i) => i.label),
    ];
    for (const key of keys) expect(Object.keys(portalTexts.en)).toContain(key);
    expect(portalT('en')('portal.dashboard')).toBe('Dashboard');
    expect(portalT('de')('portal.dashboard')).toBe('Übersicht');
  });

  it('downloads each locale with the widgets, and translates every text in it', () => {
    for (const locale of ['es', 'de', 'ja', 'fr'] as const) {
      const texts = portalTexts.loaded[locale];
      expect(texts, locale).toBeDefined();
      const same = Object.entries(portalTexts.en).filter(([k, v]) => texts?.[k as PortalKey] === v);
      // Product and proper names (PSP, KYC, API...) may stay as they are; sentences may not.
      expect(same.filter(([, v]) => v.includes(' ')).length, locale).toBeLessThan(6);
    }
  });

  it('words a text the widgets also show as the widgets do (one wording)', () => {
    expect(portalT('es')('portal.withdrawal')).toBe('Retirada');
    expect(portalT('es')('portal.tryAgain')).toBe('Reintentar');
    expect(portalT('ja')('portal.announcements')).toBe('お知らせ');
  });

  it('starts from the kept choice, then the browser language, then English', () => {
    expect(initialLocale({ getItem: () => 'ja' }, ['de-DE'])).toBe('ja');
    expect(initialLocale({ getItem: () => null }, ['pt-BR', 'de-DE'])).toBe('de');
    expect(initialLocale({ getItem: () => 'xx' }, ['pt-BR'])).toBe('en');
  });
});
