export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminAuthCheckpointsProps,
} from './AdminAuthCheckpoints.js';
export { AdminAuthCheckpoints } from './AdminAuthCheckpoints.js';
