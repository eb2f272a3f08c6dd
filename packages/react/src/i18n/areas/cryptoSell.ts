import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoSell.title': 'Sell crypto',
  'cryptoSell.pay': 'You sell',
  'cryptoSell.receive': 'You get (fiat)',
  'cryptoSell.submit': 'Sell crypto',
  'cryptoSell.created': 'Sale {name} created ({status}).',
  'cryptoSell.noAccounts': 'There is no crypto account that can be sold.',
  'cryptoSell.from': 'From account',
  'cryptoSell.to': 'To account',
  'cryptoSell.network': 'Network',
  'cryptoSell.wallet': 'Saved wallet',
  'cryptoSell.walletNone': 'Choose a wallet',
  'cryptoSell.accountOption': '{name} ({available} {currency} available)',
} as const;

/**
 * Texts of the crypto-sell screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const cryptoSellTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./cryptoSell/de.js').then((m) => m.de),
  es: () => import('./cryptoSell/es.js').then((m) => m.es),
  fr: () => import('./cryptoSell/fr.js').then((m) => m.fr),
  ja: () => import('./cryptoSell/ja.js').then((m) => m.ja),
});
