export type {
  /** @public props of a published component: partners type their wrappers with it */
  CryptoWalletsProps,
} from './CryptoWallets.js';
export { CryptoWallets } from './CryptoWallets.js';
export type { CryptoWalletsEventDetails } from './useWalletActions.js';
