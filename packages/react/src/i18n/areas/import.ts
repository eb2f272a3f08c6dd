import { type Area, defineArea } from './areaTexts.js';

const en = {
  'import.title': 'Import',
  'import.account': 'Bank account',
  'import.accountOption': '{name} ({currency})',
  'import.noAccounts': 'There is no fiat account to import from.',
  'import.fileLabel': 'Upload your file here. (Only xlsx files are allowed)',
  'import.dropHint': 'Drag a file here or choose one.',
  'import.choose': 'Choose file',
  'import.chosen': 'Chosen: {name}',
  'import.onlyXlsx': 'Only xlsx files are allowed.',
  'import.template': 'Download the template',
  'import.preview': 'Upload for preview',
  'import.confirm': 'Confirm import',
  'import.count': 'Transactions',
  'import.amount': 'Amount',
  'import.amountWithFee': 'Amount with fees',
  'import.rowsCaption': 'Rows of the file',
  'import.col.row': 'Row',
  'import.col.payee': 'Payee',
  'import.col.amount': 'Amount',
  'import.col.fee': 'Fee',
  'import.col.total': 'Total',
  'import.col.errors': 'Errors',
  'import.hasErrors':
    '{count} rows have errors. Download the file with the errors marked, fix it and choose it again.',
  'import.downloadAnnotated': 'Download the file with errors',
  'import.created': 'Import #{id} created.',
  'import.viewImports': 'All imports',
  'import.fileFailed': 'The file could not be prepared.',
  'import.codeSummary': 'Import of {count} transactions, {amount} {currency} with fees',
  'import.rowsShown': 'showing {shown} of {total}',
  'import.fileRefused':
    'This file cannot be imported. Use the template: a header row with an amount column, then 1 to 10,000 rows.',
  'import.accountRefused': 'Choose the bank account to import from.',
} as const;

/**
 * Texts of the import screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const importTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./import/de.js').then((m) => m.de),
  es: () => import('./import/es.js').then((m) => m.es),
  fr: () => import('./import/fr.js').then((m) => m.fr),
  ja: () => import('./import/ja.js').then((m) => m.ja),
});
