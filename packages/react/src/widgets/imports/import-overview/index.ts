export type {
  /** @public props of a published component: partners type their wrappers with it */
  ImportOverviewProps,
} from './ImportOverview.js';
export { ImportOverview } from './ImportOverview.js';
