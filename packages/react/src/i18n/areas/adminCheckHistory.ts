import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminCheckHistory.title': 'Check history',
  'adminCheckHistory.empty': 'No check records.',
  'adminCheckHistory.show': 'Show',
  'adminCheckHistory.all': 'All records',
  'adminCheckHistory.onlyFailed': 'Unbalanced only',
  'adminCheckHistory.balanced': 'Balanced',
  'adminCheckHistory.unbalanced': 'Unbalanced',
  'adminCheckHistory.col.transaction': 'Transaction',
  'adminCheckHistory.col.verdict': 'Ledger check',
  'adminCheckHistory.col.company': 'Company',
  'adminCheckHistory.col.type': 'Type',
  'adminCheckHistory.col.date': 'Date',
  'adminCheckHistory.col.postings': 'Postings',
  'adminCheckHistory.col.currencies': 'Currencies',
} as const;

/**
 * Texts of the admin-check-history screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminCheckHistoryTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminCheckHistory/de.js').then((m) => m.de),
  es: () => import('./adminCheckHistory/es.js').then((m) => m.es),
  fr: () => import('./adminCheckHistory/fr.js').then((m) => m.fr),
  ja: () => import('./adminCheckHistory/ja.js').then((m) => m.ja),
});
