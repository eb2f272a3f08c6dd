export type {
  /** @public props of a published component: partners type their wrappers with it */
  PspPortalProps,
} from './PspPortal.js';
export { PspPortal } from './PspPortal.js';
