import { type Area, defineArea } from './areaTexts.js';

const en = {
  'exchange.title': 'Exchange',
} as const;

/**
 * Texts of the exchange screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const exchangeTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./exchange/de.js').then((m) => m.de),
  es: () => import('./exchange/es.js').then((m) => m.es),
  fr: () => import('./exchange/fr.js').then((m) => m.fr),
  ja: () => import('./exchange/ja.js').then((m) => m.ja),
});
