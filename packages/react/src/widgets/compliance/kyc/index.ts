export type {
  KycEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  KycProps,
} from './Kyc.js';
export { Kyc } from './Kyc.js';
