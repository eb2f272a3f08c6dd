export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminCompanyProfileProps,
} from './AdminCompanyProfile.js';
export { AdminCompanyProfile } from './AdminCompanyProfile.js';
