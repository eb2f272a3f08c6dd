import { type Area, defineArea } from './areaTexts.js';

const en = {
  'transfer.title': 'Transfer',
} as const;

/**
 * Texts of the transfer screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const transferTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./transfer/de.js').then((m) => m.de),
  es: () => import('./transfer/es.js').then((m) => m.es),
  fr: () => import('./transfer/fr.js').then((m) => m.fr),
  ja: () => import('./transfer/ja.js').then((m) => m.ja),
});
