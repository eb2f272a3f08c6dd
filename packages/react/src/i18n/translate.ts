import type { AnyAreaTexts } from './areas/areaTexts.js';
import { de } from './de.js';
import { type Catalogue, en, type MessageKey } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';

/** Locales the product supports (PP-1-10). */
export const LOCALES = ['en', 'es', 'de', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Complete catalogues of every locale (small enough to ship together: ~1.5 KB gz). */
const catalogues: Record<Locale, Catalogue> = { en, es, de, ja, fr };

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
