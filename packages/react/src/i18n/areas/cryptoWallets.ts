import { type Area, defineArea } from './areaTexts.js';

const en = {
  'cryptoWallets.title': 'Crypto wallets',
  'cryptoWallets.listTitle': 'Saved wallets',
  'cryptoWallets.createTitle': 'New wallet',
  'cryptoWallets.name': 'Name',
  'cryptoWallets.currency': 'Currency',
  'cryptoWallets.currencyOption': '{currency} ({network})',
  'cryptoWallets.wallet': 'Wallet address',
  'cryptoWallets.walletHint': 'A {network} address.',
  'cryptoWallets.create': 'Create wallet',
  'cryptoWallets.search': 'Search by name or address',
  'cryptoWallets.empty': 'No wallets found.',
  'cryptoWallets.notAllowed':
    'Crypto wallets need the crypto feature and two-factor authentication.',
  'cryptoWallets.loadFailed': 'The wallets could not be loaded.',
  'cryptoWallets.deleteTitle': 'Delete wallet',
  'cryptoWallets.delete': 'Delete',
  'cryptoWallets.deleteOf': 'Delete wallet {name}',
  'cryptoWallets.deleteFailed': 'The wallet could not be deleted.',
  'cryptoWallets.invalid': 'Check the marked fields.',
  'cryptoWallets.nameRequired': 'The name is required.',
  'cryptoWallets.address.empty': 'Enter the wallet address.',
  'cryptoWallets.address.format': 'This is not a valid {network} address.',
  'cryptoWallets.address.checksum':
    'This {network} address has a wrong checksum: check it for typos.',
  'cryptoWallets.col.name': 'Name',
  'cryptoWallets.col.currency': 'Currency',
  'cryptoWallets.col.network': 'Network',
  'cryptoWallets.col.wallet': 'Address',
  'cryptoWallets.col.actions': 'Actions',
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
