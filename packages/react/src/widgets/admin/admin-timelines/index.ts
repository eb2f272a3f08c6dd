export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminTimelinesProps,
} from './AdminTimelines.js';
export { AdminTimelines } from './AdminTimelines.js';
