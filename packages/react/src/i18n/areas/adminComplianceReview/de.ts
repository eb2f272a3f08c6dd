import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'Compliance-Prüfung',
  'adminComplianceReview.titleOf': 'Compliance-Prüfung #{id}',
  'adminComplianceReview.notFound': 'Diese Prüfung wurde nicht gefunden.',
  'adminComplianceReview.subject': 'Gegenstand',
  'adminComplianceReview.company': 'Unternehmen',
  'adminComplianceReview.category': 'Kategorie',
  'adminComplianceReview.status': 'Status',
  'adminComplianceReview.files': 'Erforderliche Dateien',
  'adminComplianceReview.fileStatus.draft': 'Fehlt',
  'adminComplianceReview.fileStatus.submitted': 'Wartet auf Prüfung',
  'adminComplianceReview.fileStatus.verified': 'Genehmigt',
  'adminComplianceReview.fileStatus.declined': 'Abgelehnt',
  'adminComplianceReview.uploaded': 'Hochgeladen: {name} ({kb} KB)',
  'adminComplianceReview.signed': 'Unterschrieben',
  'adminComplianceReview.declinedWith': 'Abgelehnt: {reason}',
  'adminComplianceReview.open': 'Dokument öffnen',
  'adminComplianceReview.openLabel': 'Dokument von {name} öffnen',
  'adminComplianceReview.openFailed':
    'Das Dokument konnte nicht geöffnet werden. Bitte erneut versuchen.',
  'adminComplianceReview.approve': 'Genehmigen',
  'adminComplianceReview.approveLabel': '{name} genehmigen',
  'adminComplianceReview.decline': 'Ablehnen',
  'adminComplianceReview.declineLabel': '{name} ablehnen',
  'adminComplianceReview.fieldErrors.reason': 'Geben Sie einen Grund für die Ablehnung an.',
  'adminComplianceReview.reason': 'Grund für die Ablehnung von {name}',
  'adminComplianceReview.failed':
    'Die Prüfung konnte nicht gespeichert werden. Bitte erneut versuchen.',
};
