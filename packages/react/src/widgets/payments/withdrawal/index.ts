export type {
  WithdrawalEventDetails,
  /** @public detail of a documented event (docs/widgets/reference/flexportal-withdrawal.md) */
  WithdrawalSubmitted,
} from './useWithdrawal.js';
export { Withdrawal } from './Withdrawal.js';
export { withdrawalElement } from './withdrawal.element.js';
export type { WithdrawalProps } from './withdrawalProps.js';
export { propsFromQuery, queryFromProps } from './withdrawalProps.js';
export type { WithdrawalValues } from './withdrawalValues.js';
