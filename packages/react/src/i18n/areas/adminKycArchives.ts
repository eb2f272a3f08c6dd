import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminKycArchives.title': 'KYC file archives',
  'adminKycArchives.generate': 'Generate an archive',
  'adminKycArchives.dateFrom': 'Uploaded from',
  'adminKycArchives.fieldErrors.date_to':
    'Enter an end date on or after the start date, within a year of it.',
  'adminKycArchives.dateTo': 'Uploaded until',
  'adminKycArchives.submit': 'Generate',
  'adminKycArchives.queued': 'The archive is being generated.',
  'adminKycArchives.failed': 'The archive could not be requested. Try again.',
  'adminKycArchives.list': 'Archives',
  'adminKycArchives.empty': 'No archives yet.',
  'adminKycArchives.col.id': 'ID',
  'adminKycArchives.col.filename': 'File',
  'adminKycArchives.col.dateFrom': 'From',
  'adminKycArchives.col.dateTo': 'To',
  'adminKycArchives.col.status': 'Status',
  'adminKycArchives.col.files': 'Documents',
  'adminKycArchives.col.createdAt': 'Created',
  'adminKycArchives.col.actions': 'Actions',
  'adminKycArchives.status.queued': 'Queued',
  'adminKycArchives.status.processing': 'Processing',
  'adminKycArchives.status.done': 'Ready',
  'adminKycArchives.status.error': 'Failed',
  'adminKycArchives.download': 'Download',
  'adminKycArchives.downloadLabel': 'Download {name}',
  'adminKycArchives.downloadFailed': 'The archive could not be downloaded. Try again.',
} as const;

/**
 * Texts of the admin-kyc-archives screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminKycArchivesTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminKycArchives/de.js').then((m) => m.de),
  es: () => import('./adminKycArchives/es.js').then((m) => m.es),
  fr: () => import('./adminKycArchives/fr.js').then((m) => m.fr),
  ja: () => import('./adminKycArchives/ja.js').then((m) => m.ja),
});
