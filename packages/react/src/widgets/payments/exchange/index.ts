export type {
  /** @public props of a published component: partners type their wrappers with it */
  ExchangeProps,
} from './Exchange.js';
export { Exchange } from './Exchange.js';
