export { Transactions } from './Transactions.js';
export { transactionColumns } from './transactionColumns.js';
export type {
  /** @public whose transactions a list shows: the `source` prop's values */
  TransactionSource,
} from './transactionListRules.js';
export type {
  /** @public detail of a documented event (docs/widgets/reference/flexportal-transactions.md) */
  TransactionActivated,
  TransactionsEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  TransactionsProps,
} from './transactionsProps.js';
