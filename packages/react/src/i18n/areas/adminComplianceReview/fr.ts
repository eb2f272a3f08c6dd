import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'Revue de conformité',
};
