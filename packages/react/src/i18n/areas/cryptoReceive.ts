import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoReceive.title': 'Receive crypto',
} as const;

/**
 * Texts of the crypto-receive screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const cryptoReceiveTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./cryptoReceive/de.js').then((m) => m.de),
  es: () => import('./cryptoReceive/es.js').then((m) => m.es),
  fr: () => import('./cryptoReceive/fr.js').then((m) => m.fr),
  ja: () => import('./cryptoReceive/ja.js').then((m) => m.ja),
});
