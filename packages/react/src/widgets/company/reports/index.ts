export { Reports } from './Reports.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  ReportsProps,
} from './reportsProps.js';
