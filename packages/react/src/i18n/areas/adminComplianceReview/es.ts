import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'Revisión de cumplimiento',
};
