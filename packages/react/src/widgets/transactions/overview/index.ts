export { TransactionOverview } from './TransactionOverview.js';
export type {
  /** @public detail of a documented event (docs/widgets/reference/flexportal-transaction.md) */
  TransactionChange,
  /** @public detail of a documented event (docs/widgets/reference/flexportal-transaction.md) */
  TransactionOverviewError,
  TransactionOverviewEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  TransactionOverviewProps,
} from './transactionOverviewProps.js';
