export type {
  /** @public props of a published component: partners type their wrappers with it */
  ImportsProps,
} from './Imports.js';
export { Imports } from './Imports.js';
