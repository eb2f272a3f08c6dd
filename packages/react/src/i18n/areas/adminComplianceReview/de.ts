import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'Compliance-Prüfung',
};
