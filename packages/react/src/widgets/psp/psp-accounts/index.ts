export type {
  /** @public props of a published component: partners type their wrappers with it */
  PspAccountsProps,
} from './PspAccounts.js';
export { PspAccounts } from './PspAccounts.js';
