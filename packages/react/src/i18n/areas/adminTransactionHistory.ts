import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminTransactionHistory.title': 'Transaction history',
  'adminTransactionHistory.notFound': 'This transaction could not be found.',
  'adminTransactionHistory.company': 'Company',
  'adminTransactionHistory.type': 'Type',
  'adminTransactionHistory.amount': 'Amount',
  'adminTransactionHistory.status': 'Status',
} as const;

/**
 * Texts of the admin-transaction-history screen: English here, in the chunk that uses them;
 * the other locales are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminTransactionHistoryTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminTransactionHistory/de.js').then((m) => m.de),
  es: () => import('./adminTransactionHistory/es.js').then((m) => m.es),
  fr: () => import('./adminTransactionHistory/fr.js').then((m) => m.fr),
  ja: () => import('./adminTransactionHistory/ja.js').then((m) => m.ja),
});
