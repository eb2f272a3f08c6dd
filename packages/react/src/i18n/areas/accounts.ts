import { type Area, defineArea } from './areaTexts.js';

const en = {
  'accounts.title': 'Accounts',
  'accounts.walletsLink': 'Saved crypto wallets',
  'accounts.types': 'Account types',
  'accounts.fiat': 'Fiat',
  'accounts.crypto': 'Crypto',
  'accounts.tableFiat': 'Fiat accounts',
  'accounts.tableCrypto': 'Crypto accounts',
  'accounts.empty': 'No accounts yet',
  'accounts.loadFailed': 'The accounts could not be loaded.',
  'accounts.retry': 'Try again',
  'accounts.name': 'Name',
  'accounts.currency': 'Currency',
  'accounts.iban': 'IBAN',
  'accounts.temporaryIbans': 'Temporary IBANs',
  'accounts.total': 'Total balance',
  'accounts.available': 'Available balance',
  'accounts.pending': 'Pending balance',
  'accounts.default': 'Default',
  'accounts.actions': 'Actions',
  'accounts.none': '—',
  'accounts.makeDefault': 'Make default',
  'accounts.makeDefaultOf': 'Make {name} the default account',
  'accounts.defaultChanged': '{name} is now the default account.',
  'accounts.referenceLetter': 'Reference letter',
  'accounts.referenceLetterOf': 'Download the reference letter of {name}',
  'accounts.downloadFailed': 'The reference letter could not be downloaded.',
  'accounts.transactions': 'Transactions',
  'accounts.transactionsOf': 'Transactions of {name}',
  'accounts.create': 'Create account',
  'accounts.createTitle': 'Create an account',
  'accounts.createSubmit': 'Create',
  'accounts.fieldErrors.name': 'Enter a name of at most 120 characters, or none.',
  'accounts.nameHint': 'Optional. Without a name the account is named after the company.',
  'accounts.noCurrencies': 'No currency is available for new accounts.',
  'accounts.created': 'Account {name} created.',
} as const;

/**
 * Texts of the accounts area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const accountsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./accounts/de.js').then((m) => m.de),
  es: () => import('./accounts/es.js').then((m) => m.es),
  fr: () => import('./accounts/fr.js').then((m) => m.fr),
  ja: () => import('./accounts/ja.js').then((m) => m.ja),
});
