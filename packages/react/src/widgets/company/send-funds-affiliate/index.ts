export type {
  /** @public the element's event details */
  SendFundsAffiliateEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  SendFundsAffiliateProps,
} from './SendFundsAffiliate.js';
export { SendFundsAffiliate } from './SendFundsAffiliate.js';
