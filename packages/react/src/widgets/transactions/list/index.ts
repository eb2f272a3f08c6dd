export type { TransactionFiltersProps } from './TransactionFilters.js';
export { TransactionFilters } from './TransactionFilters.js';
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
  TransactionActivated,
  TransactionsEventDetails,
  TransactionsProps,
} from './transactionsProps.js';
export type { TransactionsListData } from './useTransactionsList.js';
export { useTransactionsList } from './useTransactionsList.js';
