import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoWithdraw.title': 'Withdraw crypto',
  'cryptoWithdraw.fromAccount': 'From account',
  'cryptoWithdraw.accountOption': '{name} ({available} {currency} available)',
  'cryptoWithdraw.amount': 'Amount',
  'cryptoWithdraw.network': 'Network',
  'cryptoWithdraw.wallet': 'Saved wallet',
  'cryptoWithdraw.walletNone': 'Choose a wallet',
  'cryptoWithdraw.noWallets': 'No saved {currency} wallet yet.',
  'cryptoWithdraw.manageWallets': 'Manage saved wallets',
  'cryptoWithdraw.submit': 'Withdraw',
  'cryptoWithdraw.created': 'Withdrawal {name} created ({status}).',
  'cryptoWithdraw.noAccounts': 'There is no crypto account to withdraw from.',
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
