export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminTransactionHistoryProps,
} from './AdminTransactionHistory.js';
export { AdminTransactionHistory } from './AdminTransactionHistory.js';
