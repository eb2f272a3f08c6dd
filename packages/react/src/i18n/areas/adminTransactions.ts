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
  'adminTransactions.decline': 'Decline',
  'adminTransactions.declineOne': 'Decline {name}',
  'adminTransactions.declineChosen': 'Decline chosen ({n})',
  'adminTransactions.declined': 'Declined payments: {n}.',
  'adminTransactions.declineFailed': 'The decline failed. Try again.',
  'adminTransactions.approveTitle': 'Approve API payments',
  'adminTransactions.approveText': 'Approved payments are sent on to be paid.',
  'adminTransactions.confirmApprove': 'Approve payments',
  'adminTransactions.declineTitle': 'Decline API payments',
  'adminTransactions.declineText':
    'Declined payments are denied and their money returns to the account. The reason is written to each payment’s history.',
  'adminTransactions.confirmDecline': 'Decline payments',
  'adminTransactions.summary': 'Payments: {n}. Total: {total}.',
  'adminTransactions.reason': 'Reason',
  'adminTransactions.reasonRequired': 'Enter the reason for the decline.',
  'adminTransactions.reasonTooLong': 'The reason may be at most {max} characters.',
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
