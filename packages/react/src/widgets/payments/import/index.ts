export type {
  /** @public props of a published component: partners type their wrappers with it */
  ImportProps,
} from './Import.js';
export { Import } from './Import.js';
