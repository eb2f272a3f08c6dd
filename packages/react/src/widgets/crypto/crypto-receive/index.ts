export type {
  /** @public props of a published component: partners type their wrappers with it */
  CryptoReceiveProps,
} from './CryptoReceive.js';
export { CryptoReceive } from './CryptoReceive.js';
export type { CryptoReceiveEventDetails } from './useCryptoReceive.js';
