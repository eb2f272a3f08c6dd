export type { CryptoSellEventDetails } from '../useCryptoExchange.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  CryptoSellProps,
} from './CryptoSell.js';
export { CryptoSell } from './CryptoSell.js';
