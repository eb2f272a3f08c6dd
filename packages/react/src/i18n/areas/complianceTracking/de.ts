import type { AreaLocale } from '../areaTexts.js';
import type { complianceTrackingTexts } from '../complianceTracking.js';

/** One compliance tracking's page in German: every English key, by type. */
export const de: AreaLocale<typeof complianceTrackingTexts> = {
  'complianceTracking.title': 'Compliance-Prüfung #{id}',
  'complianceTracking.loading': 'Die Prüfung wird geladen…',
  'complianceTracking.loadError': 'Die Prüfung konnte nicht geladen werden.',
  'complianceTracking.retry': 'Erneut versuchen',
  'complianceTracking.notFound':
    'Diese Prüfung wurde nicht gefunden. Sie gehört vielleicht zu einem anderen Unternehmen oder wurde entfernt.',
  'complianceTracking.asked':
    'Diese Dateien werden angefordert. Laden Sie jedes fehlende oder abgelehnte Dokument hier hoch: PDF, PNG oder JPEG, höchstens 1 MB.',
  'complianceTracking.done': 'Alle Dateien dieser Prüfung sind verifiziert.',
  'complianceTracking.readOnly':
    'Nur ein Manager kann diese Dateien einreichen; Sie können ihren Stand hier verfolgen.',
  'complianceTracking.steps': 'Schritte',
};
