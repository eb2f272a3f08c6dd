export type {
  /** @public props of a published component: partners type their wrappers with it */
  ComplianceTrackingsProps,
} from './ComplianceTrackings.js';
export { ComplianceTrackings } from './ComplianceTrackings.js';
