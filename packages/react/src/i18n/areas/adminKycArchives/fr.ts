import type { adminKycArchivesTexts } from '../adminKycArchives.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-kyc-archives screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminKycArchivesTexts> = {
  'adminKycArchives.title': 'Archives des fichiers KYC',
  'adminKycArchives.generate': 'Générer une archive',
  'adminKycArchives.dateFrom': 'Téléversés du',
  'adminKycArchives.fieldErrors.date_to':
    'Saisissez une date de fin égale ou postérieure à la date de début, au plus un an après.',
  'adminKycArchives.dateTo': 'Téléversés jusqu’au',
  'adminKycArchives.submit': 'Générer',
  'adminKycArchives.queued': 'L’archive est en cours de création.',
  'adminKycArchives.failed': 'L’archive n’a pas pu être demandée. Réessayez.',
  'adminKycArchives.list': 'Archives',
  'adminKycArchives.empty': 'Aucune archive pour le moment.',
  'adminKycArchives.col.id': 'ID',
  'adminKycArchives.col.filename': 'Fichier',
  'adminKycArchives.col.dateFrom': 'Du',
  'adminKycArchives.col.dateTo': 'Au',
  'adminKycArchives.col.status': 'Statut',
  'adminKycArchives.col.files': 'Documents',
  'adminKycArchives.col.createdAt': 'Créée',
  'adminKycArchives.col.actions': 'Actions',
  'adminKycArchives.status.queued': 'En file d’attente',
  'adminKycArchives.status.processing': 'En cours',
  'adminKycArchives.status.done': 'Prête',
  'adminKycArchives.status.error': 'Échec',
  'adminKycArchives.download': 'Télécharger',
  'adminKycArchives.downloadLabel': 'Télécharger {name}',
  'adminKycArchives.downloadFailed': 'L’archive n’a pas pu être téléchargée. Réessayez.',
};
