import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'コンプライアンス審査',
};
