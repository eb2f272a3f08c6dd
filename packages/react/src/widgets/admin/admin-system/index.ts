export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminSystemProps,
} from './AdminSystem.js';
export { AdminSystem } from './AdminSystem.js';
