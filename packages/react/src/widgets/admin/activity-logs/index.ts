export type {
  /** @public props of a published component: partners type their wrappers with it */
  ActivityLogsProps,
} from './ActivityLogs.js';
export { ActivityLogs } from './ActivityLogs.js';
