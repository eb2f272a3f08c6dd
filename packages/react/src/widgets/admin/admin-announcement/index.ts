export { AdminAnnouncement } from './AdminAnnouncement.js';
export type {
  /** @public the `detail` of the element's events */
  AdminAnnouncementEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  AdminAnnouncementProps,
} from './adminAnnouncementProps.js';
