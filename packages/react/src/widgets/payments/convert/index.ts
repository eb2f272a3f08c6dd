export type {
  /** @public props of a published component: partners type their wrappers with it */
  ConvertProps,
} from './Convert.js';
export { Convert } from './Convert.js';
