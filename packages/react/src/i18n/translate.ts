import { type Catalogue, en, type MessageKey } from './en.js';

/** Locales the product supports (PP-1-10). */
export const LOCALES = ['en', 'es', 'de', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Translations per locale; missing keys fall back to English. */
const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = { en };

/** A translate function: `t('otp.digit', { n: 2 })`. */
export type Translate = (
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** Builds the translate function of a locale. */
export function createTranslate(locale: Locale = 'en'): Translate {
  const catalogue = catalogues[locale] ?? {};
  return (key, params) => {
    const text = catalogue[key] ?? en[key];
    return params
      ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m))
      : text;
  };
}
