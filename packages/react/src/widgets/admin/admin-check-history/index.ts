export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminCheckHistoryProps,
} from './AdminCheckHistory.js';
export { AdminCheckHistory } from './AdminCheckHistory.js';
