export type { GrandTotalPanelProps } from './GrandTotalPanel.js';
export type { GrandTotalState } from './useGrandTotal.js';
export type {
  AgentOption,
  WithdrawalCallbacks,
  WithdrawalEventDetails,
  WithdrawalModel,
  WithdrawalSubmitted,
} from './useWithdrawal.js';
export { useWithdrawal } from './useWithdrawal.js';
export { Withdrawal } from './Withdrawal.js';
export { withdrawalElement } from './withdrawal.element.js';
export type { WithdrawalProps } from './withdrawalProps.js';
export { propsFromQuery, queryFromProps } from './withdrawalProps.js';
export type { WithdrawalValues } from './withdrawalValues.js';
