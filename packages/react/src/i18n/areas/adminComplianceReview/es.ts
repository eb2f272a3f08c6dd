import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'Revisión de cumplimiento',
  'adminComplianceReview.titleOf': 'Revisión de cumplimiento n.º {id}',
  'adminComplianceReview.notFound': 'No se encontró este seguimiento.',
  'adminComplianceReview.subject': 'Sujeto',
  'adminComplianceReview.company': 'Empresa',
  'adminComplianceReview.category': 'Categoría',
  'adminComplianceReview.status': 'Estado',
  'adminComplianceReview.files': 'Archivos requeridos',
  'adminComplianceReview.fileStatus.draft': 'Falta',
  'adminComplianceReview.fileStatus.submitted': 'En espera de revisión',
  'adminComplianceReview.fileStatus.verified': 'Aprobado',
  'adminComplianceReview.fileStatus.declined': 'Rechazado',
  'adminComplianceReview.uploaded': 'Subido: {name} ({kb} KB)',
  'adminComplianceReview.signed': 'Firmado',
  'adminComplianceReview.declinedWith': 'Rechazado: {reason}',
  'adminComplianceReview.open': 'Abrir documento',
  'adminComplianceReview.openLabel': 'Abrir el documento de {name}',
  'adminComplianceReview.openFailed': 'No se pudo abrir el documento. Inténtelo de nuevo.',
  'adminComplianceReview.approve': 'Aprobar',
  'adminComplianceReview.approveLabel': 'Aprobar {name}',
  'adminComplianceReview.decline': 'Rechazar',
  'adminComplianceReview.declineLabel': 'Rechazar {name}',
  'adminComplianceReview.fieldErrors.reason': 'Indique un motivo para el rechazo.',
  'adminComplianceReview.reason': 'Motivo para rechazar {name}',
  'adminComplianceReview.failed': 'No se pudo guardar la revisión. Inténtelo de nuevo.',
};
