export type {
  CryptoBuyEventDetails,
  /** @public detail of a documented event (buy and sell) */
  ExchangeSubmitted,
} from '../useCryptoExchange.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  CryptoBuyProps,
} from './CryptoBuy.js';
export { CryptoBuy } from './CryptoBuy.js';
