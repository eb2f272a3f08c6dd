export { Transactions } from './Transactions.js';
export { TRANSACTIONS_TABLE_ID, transactionColumns } from './transactionColumns.js';
export type { FilterPeriod } from './transactionListRules.js';
export {
  FILTER_PERIODS,
  filtersFromProps,
  payeeOf,
  readTransactionFilters,
  TRANSACTION_FILTER_KEYS,
  transactionRequestQuery,
} from './transactionListRules.js';
export { transactionsListElement } from './transactions.element.js';
export type {
  /** @public detail of a documented event (docs/widgets/reference/flexportal-transactions.md) */
  TransactionActivated,
  TransactionsEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  TransactionsProps,
} from './transactionsProps.js';
