import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminTransactions.title': 'Transactions',
  'adminTransactions.title.api': 'Admin Action Required',
  'adminTransactions.col.company': 'Company',
  'adminTransactions.col.choose': 'Choose',
  'adminTransactions.col.action': 'Action',
  'adminTransactions.choose': 'Choose {name}',
  'adminTransactions.approve': 'Approve',
  'adminTransactions.approveOne': 'Approve {name}',
  'adminTransactions.approveChosen': 'Approve chosen ({n})',
  'adminTransactions.choosePage': 'Choose all on this page',
  'adminTransactions.clear': 'Clear choice',
  'adminTransactions.approved': 'Approved payments: {n}.',
  'adminTransactions.refused': 'Not sent, their company is not a root node: {ids}.',
  'adminTransactions.failed': 'The approval failed. Try again.',
  'adminTransactions.notRoot': 'Not a root node',
} as const;

/**
 * Texts of the admin-transactions screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminTransactionsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminTransactions/de.js').then((m) => m.de),
  es: () => import('./adminTransactions/es.js').then((m) => m.es),
  fr: () => import('./adminTransactions/fr.js').then((m) => m.fr),
  ja: () => import('./adminTransactions/ja.js').then((m) => m.ja),
});
