import type { Locale } from '@flexportal/react';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';

/** Portal texts per locale, keyed by the English text; English is the key itself. */
export const PORTAL_MESSAGES: Readonly<
  Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>
> = {
  es,
  de,
  ja,
  fr,
};

/** Translates a portal text (a route title, a menu label, a portal UI string). */
export function portalT(locale: Locale, english: string): string {
  return locale === 'en' ? english : (PORTAL_MESSAGES[locale][english] ?? english);
}
