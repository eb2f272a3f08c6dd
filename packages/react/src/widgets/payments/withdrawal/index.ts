export type {
  WithdrawalEventDetails,
  /** @public detail of a documented event (docs/widgets/reference/flexportal-withdrawal.md) */
  WithdrawalSubmitted,
} from './useWithdrawal.js';
export { Withdrawal } from './Withdrawal.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  WithdrawalProps,
} from './withdrawalProps.js';
export { propsFromQuery } from './withdrawalProps.js';
