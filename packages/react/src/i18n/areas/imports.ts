import { type Area, defineArea } from './areaTexts.js';

const en = {
  'imports.title': 'Imports',
  'imports.progressLabel': 'Progress of import #{id}',
  'imports.progress': '{done} of {total} rows ({percent}%)',
  'imports.notice.created': 'Import job #{id} created',
  'imports.notice.createdNote': 'Processing will begin shortly',
  'imports.notice.processing': 'Import job #{id} processing started',
  'imports.notice.processingNote': 'You will get a notification when it is finished.',
  'imports.notice.done': 'Import job #{id} finished successfully!',
  'imports.notice.pending': 'Pending transactions',
  'imports.notice.errors': 'Import job #{id} finished with errors',
  'imports.notice.failed': 'Import job #{id} failed',
  'imports.notice.failedNote': 'Contact support please to resolve this problem',
  'imports.downloadErrors': 'Download Errors',
  'imports.downloadOriginal': 'Download original file',
  'imports.downloadFailed': 'The file could not be downloaded.',
  'imports.dismiss': 'Dismiss',
  'imports.newImport': 'New import',
  'imports.empty': 'No imports yet.',
  'imports.col.file': 'File',
  'imports.col.account': 'Bank account',
  'imports.col.user': 'User',
  'imports.col.success': 'Success count',
  'imports.col.amount': 'Amount',
  'imports.col.amountWithFees': 'Amount with fees',
  'imports.col.failed': 'Failed count',
  'imports.col.failedAmount': 'Failed amount',
  'imports.col.date': 'Date',
  'imports.col.status': 'Status',
  'imports.status.QUEUE': 'Queued',
  'imports.status.PROCESSING': 'Processing',
  'imports.status.ERROR': 'Error',
  'imports.status.DONE': 'Done',
} as const;

/**
 * Texts of the imports screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const importsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./imports/de.js').then((m) => m.de),
  es: () => import('./imports/es.js').then((m) => m.es),
  fr: () => import('./imports/fr.js').then((m) => m.fr),
  ja: () => import('./imports/ja.js').then((m) => m.ja),
});
