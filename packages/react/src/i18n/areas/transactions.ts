import { type Area, defineArea } from './areaTexts.js';

// Texts the spec quotes are copied exactly in English: 'Select source of funds', 'required',
// 'Business', 'Customer' (PP-8-15), 'Transaction {name} updated successfully!' (PP-8-14) and
// 'Admin Action Required' (PP-3.2-12).
const en = {
  'transaction.title': 'Transaction {name}',
  'transaction.loading': 'Loading the transaction…',
  'transaction.notFound': 'Transaction not found',
  'transaction.notFoundText': 'No transaction with this number exists for your company.',
  'transaction.loadFailed': 'The transaction could not be loaded.',
  'transaction.retry': 'Try again',
  'transaction.details': 'Details',
  'transaction.name': 'Number',
  'transaction.type': 'Type',
  'transaction.status': 'Status',
  'transaction.createdAt': 'Created',
  'transaction.account': 'Account',
  'transaction.toAccount': 'To account',
  'transaction.amount': 'Amount',
  'transaction.fee': 'Fee',
  'transaction.exchangeFee': 'Exchange fee',
  'transaction.total': 'Total',
  'transaction.currency': 'Currency',
  'transaction.rate': 'Rate',
  'transaction.toAmount': 'Amount received',
  'transaction.protocol': 'Transmission protocol',
  'transaction.sourceOfFunds': 'Source of funds',
  'transaction.sourceNotSet': 'Not set',
  'transaction.payee': 'Payee',
  'transaction.customerAddress': 'Address',
  'transaction.intermediarySwift': 'Intermediary bank SWIFT / BIC',
  'transaction.intermediaryName': 'Intermediary bank name',
  'transaction.intermediaryAddress': 'Intermediary bank address',
  'transaction.intermediaryCity': 'Intermediary bank city',
  'transaction.intermediaryCountry': 'Intermediary bank country',
  'transaction.intermediaryIban': 'Intermediary bank IBAN',
  'transaction.history': 'History',
  'transaction.historyEmpty': 'No history recorded yet.',
  'transaction.actions': 'Actions',
  'transaction.deny': 'Deny',
  'transaction.denyTitle': 'Deny transaction {name}?',
  'transaction.denyText':
    'The payment of {total} {currency} is stopped and the money returns to the account. This cannot be undone.',
  'transaction.denyConfirm': 'Deny transaction',
  'transaction.denied': 'Transaction {name} denied.',
  'transaction.download': 'Download wire confirmation',
  'transaction.downloadFailed': 'The wire confirmation could not be downloaded.',
  'transaction.repeat': 'Repeat',
  'transaction.return': 'Return',
  'transaction.sourcePrompt': 'Select source of funds',
  'transaction.sourcePlaceholder': 'required',
  'transaction.sourceBusiness': 'Business',
  'transaction.sourceCustomer': 'Customer',
  'transaction.sourceSubmit': 'Save',
  'transaction.sourceUpdated': 'Transaction {name} updated successfully!',
} as const;

/**
 * Texts of the transactions area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const transactionsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./transactions/de.js').then((m) => m.de),
  es: () => import('./transactions/es.js').then((m) => m.es),
  fr: () => import('./transactions/fr.js').then((m) => m.fr),
  ja: () => import('./transactions/ja.js').then((m) => m.ja),
});
