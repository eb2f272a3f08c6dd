import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoReceive.title': 'Receive crypto',
  'cryptoReceive.fiatHint': '{currency} (about {fiat})',
  'cryptoReceive.clear': 'New deposit',
  'cryptoReceive.toAccount': 'To account',
  'cryptoReceive.accountOption': '{name} ({total} {currency})',
  'cryptoReceive.network': 'Network',
  'cryptoReceive.amount': 'Amount',
  'cryptoReceive.autoSell': 'Sell automatically on arrival',
  'cryptoReceive.addressTitle': 'Deposit address',
  'cryptoReceive.address': 'Address',
  'cryptoReceive.link': 'Payment link',
  'cryptoReceive.copyAddress': 'Copy address',
  'cryptoReceive.copyLink': 'Copy link',
  'cryptoReceive.copied': 'Copied to the clipboard.',
  'cryptoReceive.copyFailed': 'The browser did not allow copying.',
  'cryptoReceive.qr': 'QR code of the payment link',
  'cryptoReceive.submit': 'Request deposit',
  'cryptoReceive.requested': 'Deposit request {name} created ({status}).',
  'cryptoReceive.received': 'Deposit received: {amount}. New balance {total}.',
  'cryptoReceive.walletFailed': 'The deposit address could not be loaded.',
  'cryptoReceive.noAccounts': 'There is no crypto account to receive into.',
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
