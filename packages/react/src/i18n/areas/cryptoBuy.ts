import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoBuy.title': 'Buy crypto',
  'cryptoBuy.pay': 'You pay',
  'cryptoBuy.receive': 'You get (crypto)',
  'cryptoBuy.submit': 'Buy crypto',
  'cryptoBuy.created': 'Purchase {name} created ({status}).',
  'cryptoBuy.noAccounts': 'There is no fiat account that can buy crypto.',
  'cryptoBuy.from': 'From account',
  'cryptoBuy.to': 'To account',
  'cryptoBuy.network': 'Network',
  'cryptoBuy.wallet': 'Saved wallet',
  'cryptoBuy.walletNone': 'Choose a wallet',
  'cryptoBuy.accountOption': '{name} ({available} {currency} available)',
} as const;

/**
 * Texts of the crypto-buy screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const cryptoBuyTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./cryptoBuy/de.js').then((m) => m.de),
  es: () => import('./cryptoBuy/es.js').then((m) => m.es),
  fr: () => import('./cryptoBuy/fr.js').then((m) => m.fr),
  ja: () => import('./cryptoBuy/ja.js').then((m) => m.ja),
});
