export type {
  /** @public props of a published component: partners type their wrappers with it */
  CryptoWithdrawProps,
} from './CryptoWithdraw.js';
export { CryptoWithdraw } from './CryptoWithdraw.js';
export type {
  CryptoWithdrawEventDetails,
  /** @public detail of a documented event */
  CryptoWithdrawSubmitted,
} from './useCryptoWithdraw.js';
