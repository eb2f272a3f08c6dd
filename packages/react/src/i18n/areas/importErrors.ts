import { type Area, defineArea } from './areaTexts.js';

const en = {
  'importErrors.cell': 'Row {row}, {column}: {hint}',
  'importErrors.col.amount': 'Amount',
  'importErrors.col.transfer_service': 'Transfer service',
  'importErrors.col.customer_legal_type': 'Payee type',
  'importErrors.col.customer_name': 'Payee name',
  'importErrors.col.customer_first_name': 'First name',
  'importErrors.col.customer_last_name': 'Last name',
  'importErrors.col.customer_iban': 'IBAN',
  'importErrors.col.customer_account': 'Account number',
  'importErrors.col.customer_sort_code': 'Sort code',
  'importErrors.col.customer_street': 'Street',
  'importErrors.col.customer_city': 'City',
  'importErrors.col.customer_post_code': 'Post code',
  'importErrors.col.customer_country': 'Payee country',
  'importErrors.col.customer_ref_message': 'Reference',
  'importErrors.col.bank_swift': 'BIC (SWIFT)',
  'importErrors.col.bank_name': 'Bank name',
  'importErrors.col.bank_country': 'Bank country',
  'importErrors.hint.amount':
    'enter an amount such as {example}, within the account’s balance and limits.',
  'importErrors.hint.service': 'enter a transfer service such as sepa or swift.',
  'importErrors.hint.legalType': 'enter company or individual.',
  'importErrors.hint.iban': 'enter the payee’s IBAN, such as DE89 3704 0044 0532 0130 00.',
  'importErrors.hint.country': 'enter a two-letter country code such as DE.',
  'importErrors.hint.swift': 'enter a BIC of 8 or 11 characters, such as DEUTDEFF.',
  'importErrors.hint.required': 'fill in this cell; the transfer service needs it.',
  'importErrors.hint.other': 'check this cell against the template.',
} as const;

/**
 * The sentences an import's refused rows read in (issue 38: never the server's or a schema
 * library's words), shared by the import screen and an import's overview.
 */
export const importErrorsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./importErrors/de.js').then((m) => m.de),
  es: () => import('./importErrors/es.js').then((m) => m.es),
  fr: () => import('./importErrors/fr.js').then((m) => m.fr),
  ja: () => import('./importErrors/ja.js').then((m) => m.ja),
});
