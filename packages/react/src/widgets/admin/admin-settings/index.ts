export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminSettingsProps,
} from './AdminSettings.js';
export { AdminSettings } from './AdminSettings.js';
