export type {
  /** @public props of a published component: partners type their wrappers with it */
  RateProps,
} from './Rate.js';
export { Rate } from './Rate.js';
