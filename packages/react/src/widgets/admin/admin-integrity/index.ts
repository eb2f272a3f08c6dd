export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminIntegrityProps,
} from './AdminIntegrity.js';
export { AdminIntegrity } from './AdminIntegrity.js';
