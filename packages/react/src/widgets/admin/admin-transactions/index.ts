export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminTransactionsProps,
} from './AdminTransactions.js';
export { AdminTransactions } from './AdminTransactions.js';
