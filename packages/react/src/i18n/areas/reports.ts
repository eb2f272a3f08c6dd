import { type Area, defineArea } from './areaTexts.js';

const en = {
  'reports.title': 'Reports',
  'reports.generate.title': 'Generate a report of approved transactions',
  'reports.field.account': 'Bank account',
  'reports.field.period': 'Period',
  'reports.field.format': 'Format',
  'reports.chooseAccount': 'Choose an account',
  'reports.period.current_month': 'Current month',
  'reports.period.previous_month': 'Previous month',
  'reports.period.current_year': 'Current year',
  'reports.period.total': 'Total',
  'reports.format.csv': 'CSV',
  'reports.format.pdf': 'PDF',
  'reports.format.xlsx': 'Excel (xlsx)',
  'reports.generate.submit': 'Generate',
  'reports.generate.queued':
    'The report is being generated. You will be notified when it is ready.',
  'reports.list.title': 'Generated reports',
  'reports.list.empty': 'No reports yet.',
  'reports.col.name': 'Name',
  'reports.col.account': 'Bank account',
  'reports.col.dateFrom': 'Date from',
  'reports.col.dateTo': 'Date to',
  'reports.col.period': 'Period',
  'reports.col.status': 'Status',
  'reports.col.format': 'Format',
  'reports.col.createdAt': 'Created at',
  'reports.col.actions': 'Actions',
  'reports.status.queued': 'Queued',
  'reports.status.processing': 'Processing',
  'reports.status.done': 'Ready',
  'reports.status.error': 'Failed',
  'reports.download': 'Download',
  'reports.downloadLabel': 'Download {name}',
  'reports.downloadFailed': 'The file could not be downloaded. Please try again.',
  'reports.generate.failed': 'The report could not be generated.',
} as const;

/**
 * Texts of the reports screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const reportsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./reports/de.js').then((m) => m.de),
  es: () => import('./reports/es.js').then((m) => m.es),
  fr: () => import('./reports/fr.js').then((m) => m.fr),
  ja: () => import('./reports/ja.js').then((m) => m.ja),
});
