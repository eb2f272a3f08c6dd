export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminCreditProps,
} from './AdminCredit.js';
export { AdminCredit } from './AdminCredit.js';
