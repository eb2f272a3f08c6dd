import { type AnyArea, areaText, hasAreas, loadAreas } from './areas/areaTexts.js';
import { type MessageKey, sharedTexts } from './en.js';

/** Locales the product supports (PP-1-10). */
export const LOCALES = ['en', 'es', 'de', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

const shared = sharedTexts as unknown as AnyArea;

/**
 * True once the texts of `locale` are at hand for every area defined so far (English always
 * is): the shared texts and those of every screen whose code has loaded.
 */
export function hasLocale(locale: Locale): boolean {
  return hasAreas(locale);
}

/**
 * Downloads the texts of a locale for every area defined so far, once each (later calls
 * share the first download): a page gets only its own language. A host that knows its
 * language before rendering can await this to skip the provider's short wait; a screen whose
 * code arrives later loads its areas' texts itself (see `useT`).
 */
export function loadLocale(locale: Locale): Promise<void> {
  return loadAreas(locale);
}

/** A translate function: `t('otp.digit', { n: 2 })`; a host's own area names its keys (`K`). */
export type Translate<K extends string = MessageKey> = (
  key: K,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * A partner's own texts, by key, over the catalogue's: one text for every locale
 * (`{ 'withdrawal.submit': 'Pay now' }`) or one per locale (`{ 'withdrawal.submit':
 * { en: 'Pay now', de: 'Jetzt zahlen' } }`, the catalogue's text in the others).
 * Parameters (`{n}`) are filled in them as in the catalogue's.
 */
export type Messages = Readonly<Record<string, string | Readonly<Partial<Record<Locale, string>>>>>;

/**
 * Builds the translate function of a locale over the shared texts and the given areas'.
 * A partner's `messages` win over both; a text not downloaded yet reads English; a key
 * found nowhere comes back as itself, visible in tests rather than blank.
 */
export function createTranslate(
  locale: Locale = 'en',
  areas: readonly AnyArea[] = [],
  messages: Messages = {},
): Translate {
  const lookup = (key: string) => {
    const own = messages[key];
    const text = typeof own === 'string' ? own : own?.[locale];
    if (text !== undefined) return text;
    for (const area of [shared, ...areas]) {
      const text = areaText(area, locale, key);
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
