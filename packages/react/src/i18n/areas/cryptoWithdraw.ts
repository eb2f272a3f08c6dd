import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoWithdraw.title': 'Withdraw crypto',
} as const;

/**
 * Texts of the crypto-withdraw screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const cryptoWithdrawTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./cryptoWithdraw/de.js').then((m) => m.de),
  es: () => import('./cryptoWithdraw/es.js').then((m) => m.es),
  fr: () => import('./cryptoWithdraw/fr.js').then((m) => m.fr),
  ja: () => import('./cryptoWithdraw/ja.js').then((m) => m.ja),
});
