export type {
  /** @public props of a published component: partners type their wrappers with it */
  PspIntegrationProps,
} from './PspIntegration.js';
export { PspIntegration } from './PspIntegration.js';
