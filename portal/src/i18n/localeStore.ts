import { LOCALES, type Locale } from '@flexportal/react';
import { createStore } from 'zustand/vanilla';

/** Storage key of the chosen language. */
const LOCALE_KEY = 'flexportal.locale';

const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

/** The portal's language: the kept choice, else the browser's, else English. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'>,
  browser: readonly string[],
): Locale {
  const kept = storage.getItem(LOCALE_KEY);
  if (isLocale(kept)) return kept;
  const fromBrowser = browser.map((l) => l.slice(0, 2)).find(isLocale);
  return fromBrowser ?? 'en';
}

/** Creates the locale store over a storage. */
export function createLocaleStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  browser: readonly string[],
) {
  const store = createStore<{ locale: Locale }>(() => ({
    locale: initialLocale(storage, browser),
  }));
  return {
    store,
    /** Switches the language and keeps the choice for the next visit. */
    setLocale(locale: Locale) {
      storage.setItem(LOCALE_KEY, locale);
      store.setState({ locale });
    },
    /** Switches the language for this page only (a CRM host's choice is not the user's). */
    showLocale(locale: Locale) {
      store.setState({ locale });
    },
  };
}
