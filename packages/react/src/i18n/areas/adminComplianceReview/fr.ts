import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'Revue de conformité',
  'adminComplianceReview.titleOf': 'Revue de conformité n° {id}',
  'adminComplianceReview.notFound': 'Ce suivi est introuvable.',
  'adminComplianceReview.subject': 'Objet',
  'adminComplianceReview.company': 'Entreprise',
  'adminComplianceReview.category': 'Catégorie',
  'adminComplianceReview.status': 'Statut',
  'adminComplianceReview.files': 'Fichiers requis',
  'adminComplianceReview.fileStatus.draft': 'Manquant',
  'adminComplianceReview.fileStatus.submitted': 'En attente de revue',
  'adminComplianceReview.fileStatus.verified': 'Approuvé',
  'adminComplianceReview.fileStatus.declined': 'Refusé',
  'adminComplianceReview.uploaded': 'Téléversé : {name} ({kb} Ko)',
  'adminComplianceReview.signed': 'Signé',
  'adminComplianceReview.declinedWith': 'Refusé : {reason}',
  'adminComplianceReview.open': 'Ouvrir le document',
  'adminComplianceReview.openLabel': 'Ouvrir le document de {name}',
  'adminComplianceReview.openFailed': 'Le document n’a pas pu être ouvert. Réessayez.',
  'adminComplianceReview.approve': 'Approuver',
  'adminComplianceReview.approveLabel': 'Approuver {name}',
  'adminComplianceReview.decline': 'Refuser',
  'adminComplianceReview.declineLabel': 'Refuser {name}',
  'adminComplianceReview.fieldErrors.reason': 'Indiquez un motif de refus.',
  'adminComplianceReview.reason': 'Motif du refus de {name}',
  'adminComplianceReview.failed': 'La revue n’a pas pu être enregistrée. Réessayez.',
};
