export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminKycArchivesProps,
} from './AdminKycArchives.js';
export { AdminKycArchives } from './AdminKycArchives.js';
