import type { adminKycArchivesTexts } from '../adminKycArchives.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-kyc-archives screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminKycArchivesTexts> = {
  'adminKycArchives.title': 'KYC-Dateiarchive',
  'adminKycArchives.generate': 'Archiv erstellen',
  'adminKycArchives.dateFrom': 'Hochgeladen ab',
  'adminKycArchives.fieldErrors.date_to':
    'Geben Sie ein Enddatum am oder nach dem Startdatum ein, höchstens ein Jahr später.',
  'adminKycArchives.dateTo': 'Hochgeladen bis',
  'adminKycArchives.submit': 'Erstellen',
  'adminKycArchives.queued': 'Das Archiv wird erstellt.',
  'adminKycArchives.failed': 'Das Archiv konnte nicht angefordert werden. Bitte erneut versuchen.',
  'adminKycArchives.list': 'Archive',
  'adminKycArchives.empty': 'Noch keine Archive.',
  'adminKycArchives.col.id': 'ID',
  'adminKycArchives.col.filename': 'Datei',
  'adminKycArchives.col.dateFrom': 'Von',
  'adminKycArchives.col.dateTo': 'Bis',
  'adminKycArchives.col.status': 'Status',
  'adminKycArchives.col.files': 'Dokumente',
  'adminKycArchives.col.createdAt': 'Erstellt',
  'adminKycArchives.col.actions': 'Aktionen',
  'adminKycArchives.status.queued': 'In Warteschlange',
  'adminKycArchives.status.processing': 'In Bearbeitung',
  'adminKycArchives.status.done': 'Bereit',
  'adminKycArchives.status.error': 'Fehlgeschlagen',
  'adminKycArchives.download': 'Herunterladen',
  'adminKycArchives.downloadLabel': '{name} herunterladen',
  'adminKycArchives.downloadFailed':
    'Das Archiv konnte nicht heruntergeladen werden. Bitte erneut versuchen.',
};
