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

/** Builds the translate function of a locale. */
export function createTranslate(locale: Locale = 'en'): Translate {
  const catalogue: Partial<Catalogue> = catalogues[locale] ?? en;
  return (key, params) => {
    const text = catalogue[key] ?? en[key];
    return params
      ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m))
      : text;
  };
}
