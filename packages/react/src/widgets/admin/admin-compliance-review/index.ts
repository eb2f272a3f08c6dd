export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminComplianceReviewProps,
} from './AdminComplianceReview.js';
export { AdminComplianceReview } from './AdminComplianceReview.js';
