export type { HistoryEntry } from './historyOf.js';
export { historyOf } from './historyOf.js';
export {
  canChangeTransactions,
  canDeny,
  DENIABLE_STATUSES,
  DENIABLE_TYPES,
  needsSourceOfFunds,
} from './overviewRules.js';
export type { PaymentLinkAction, PaymentRouteForm } from './paymentLinks.js';
export {
  DEFAULT_REPEAT_HREF,
  DEFAULT_RETURN_HREF,
  paymentFormOf,
  paymentLink,
  paymentShortcuts,
} from './paymentLinks.js';
export { TransactionOverview } from './TransactionOverview.js';
export { transactionOverviewElement } from './transactionOverview.element.js';
export type {
  TransactionChange,
  TransactionOverviewError,
  TransactionOverviewEventDetails,
  TransactionOverviewProps,
} from './transactionOverviewProps.js';
export type { TransactionLoad, TransactionResource } from './useTransaction.js';
export type { OverviewDraft, TransactionOverviewModel } from './useTransactionOverview.js';
export { useTransactionOverview } from './useTransactionOverview.js';
export type { WireConfirmation } from './useWireConfirmation.js';
