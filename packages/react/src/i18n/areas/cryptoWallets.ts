import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoWallets.title': 'Crypto wallets',
} as const;

/**
 * Texts of the crypto-wallets screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const cryptoWalletsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./cryptoWallets/de.js').then((m) => m.de),
  es: () => import('./cryptoWallets/es.js').then((m) => m.es),
  fr: () => import('./cryptoWallets/fr.js').then((m) => m.fr),
  ja: () => import('./cryptoWallets/ja.js').then((m) => m.ja),
});
