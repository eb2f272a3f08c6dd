import type { AnyAreaTexts } from './areas/areaTexts.js';
import { type Catalogue, en, type MessageKey } from './en.js';

/** Locales the product supports (PP-1-10). */
export const LOCALES = ['en', 'es', 'de', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The shared catalogue of each locale at hand. English is built in; the others are loaded
 * on demand ({@link loadLocale}), so a page downloads only its own language (about 1 KB gz
 * each instead of all four with every screen). Static data, the same for every client.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { en };
const loading = new Map<Locale, Promise<void>>();
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('./es.js').then((m) => m.es),
  de: () => import('./de.js').then((m) => m.de),
  ja: () => import('./ja.js').then((m) => m.ja),
  fr: () => import('./fr.js').then((m) => m.fr),
};

/** True once the shared texts of `locale` are at hand (English always is). */
export function hasLocale(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

/**
 * Loads the shared texts of a locale once (later calls share the first load). A host that
 * knows its language before rendering can await this to skip the provider's short wait.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (hasLocale(locale) || !(locale in loaders)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale as Exclude<Locale, 'en'>]().then((catalogue) => {
      catalogues[locale] = catalogue;
    });
    // A failed download (offline, blocked chunk) may be tried again by the next render.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** A translate function: `t('otp.digit', { n: 2 })`. */
export type Translate = (
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Builds the translate function of a locale over the shared catalogue and the given areas'
 * texts. A key found nowhere comes back as itself, visible in tests rather than blank.
 */
export function createTranslate(
  locale: Locale = 'en',
  areas: readonly AnyAreaTexts[] = [],
): Translate {
  const catalogue: Partial<Record<string, string>> = catalogues[locale] ?? en;
  const core: Partial<Record<string, string>> = en;
  const lookup = (key: string) => {
    const shared = catalogue[key] ?? core[key];
    if (shared !== undefined) return shared;
    for (const area of areas) {
      const text = (area[locale as keyof AnyAreaTexts] ?? area.en)[key] ?? area.en[key];
      if (text !== undefined) return text;
    }
    return key;
  };
  return (key, params) => {
    const text = lookup(key);
    return params
      ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m))
      : text;
  };
}
