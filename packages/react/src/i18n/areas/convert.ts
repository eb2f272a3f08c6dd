import { type Area, defineArea } from './areaTexts.js';

const en = {
  'convert.title': 'Convert',
} as const;

/**
 * Texts of the convert screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const convertTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./convert/de.js').then((m) => m.de),
  es: () => import('./convert/es.js').then((m) => m.es),
  fr: () => import('./convert/fr.js').then((m) => m.fr),
  ja: () => import('./convert/ja.js').then((m) => m.ja),
});
