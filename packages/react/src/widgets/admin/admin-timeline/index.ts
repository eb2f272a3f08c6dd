export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminTimelineProps,
} from './AdminTimeline.js';
export { AdminTimeline } from './AdminTimeline.js';
