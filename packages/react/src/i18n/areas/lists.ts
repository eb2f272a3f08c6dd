import { type Area, defineArea } from './areaTexts.js';

// `list.*`: the list mechanism every table shares. `txList.*`: the transaction list screen.
const en = {
  'list.empty': 'No records found.',
  'list.failed': 'The list could not be loaded.',
  'list.retry': 'Try again',
  'list.filters': 'Filters',
  'list.columns': 'Columns',
  'list.columnsLegend': 'Columns to show',
  'list.exportCsv': 'Export CSV',
  'list.print': 'Print',
  'list.printMissing': 'Element to print #{id} not found!',
  'list.pages': 'Pages',
  'list.previous': 'Previous',
  'list.next': 'Next',
  'list.page': 'Page {n}',
  'list.perPage': 'Rows per page',
  'list.range': '{from}–{to} of {total}',
  'txList.title.settled': 'Approved transactions',
  'txList.title.progress': 'Pending transactions',
  'txList.title.denied': 'Denied transactions',
  'txList.col.id': 'ID',
  'txList.col.name': 'Name',
  'txList.col.date': 'Date',
  'txList.col.type': 'Type',
  'txList.col.account': 'Account',
  'txList.col.amount': 'Amount',
  'txList.col.currency': 'Currency',
  'txList.col.fee': 'Fee',
  'txList.col.exchangeFee': 'Exchange fee',
  'txList.col.total': 'Total',
  'txList.col.status': 'Status',
  'txList.col.payee': 'Payee',
  'txList.account': 'Account',
  'txList.allAccounts': 'All accounts',
  'txList.period': 'Period',
  'txList.anyPeriod': 'Any time',
  'txList.period.current_month': 'Current month',
  'txList.period.previous_month': 'Previous month',
  'txList.period.current_year': 'Current year',
  'txList.from': 'From',
  'txList.to': 'To',
  'txList.empty': 'No transactions match these filters.',
  'txList.chosen': 'Showing {n} chosen transactions.',
  'txList.showAll': 'Show all',
} as const;

/**
 * Texts of the lists area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const listsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./lists/de.js').then((m) => m.de),
  es: () => import('./lists/es.js').then((m) => m.es),
  fr: () => import('./lists/fr.js').then((m) => m.fr),
  ja: () => import('./lists/ja.js').then((m) => m.ja),
});
