import { type Area, defineArea } from './areaTexts.js';

const en = {
  'pspAccounts.title': 'PSP accounts',
  'pspAccounts.caption': 'Accounts and their PSP accounts',
  'pspAccounts.account': 'Account',
  'pspAccounts.currency': 'Currency',
  'pspAccounts.iban': 'IBAN',
  'pspAccounts.pspAccounts': 'PSP accounts',
  'pspAccounts.collection': 'Collection',
  'pspAccounts.settlement': 'Settlement',
  'pspAccounts.active': 'Active',
  'pspAccounts.revoked': 'Token revoked',
  'pspAccounts.revoke': 'Revoke token',
  'pspAccounts.revokeOf': 'Revoke the {type} token of {account}',
  'pspAccounts.open': 'Open',
  'pspAccounts.typeOf': 'PSP account type for {account}',
  'pspAccounts.chooseType': 'Choose a type',
  'pspAccounts.none': 'None yet',
  'pspAccounts.empty': 'No fiat accounts to open at the payment provider.',
  'pspAccounts.issued':
    'The API token of the {type} account of {account}. Copy it now: it is not shown again.',
  'pspAccounts.revokedDone': 'The {type} token of {account} is revoked.',
  'pspAccounts.loadFailed': 'The accounts could not be loaded. Please try again later.',
} as const;

/**
 * Texts of the psp-accounts screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const pspAccountsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./pspAccounts/de.js').then((m) => m.de),
  es: () => import('./pspAccounts/es.js').then((m) => m.es),
  fr: () => import('./pspAccounts/fr.js').then((m) => m.fr),
  ja: () => import('./pspAccounts/ja.js').then((m) => m.ja),
});
