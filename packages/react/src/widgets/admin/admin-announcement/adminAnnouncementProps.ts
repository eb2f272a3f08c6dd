import type { AdminAnnouncement } from '@flexportal/core/contract';

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface AdminAnnouncementEventDetails {
  /** The announcement was created or saved: the server's answer. */
  saved: AdminAnnouncement;
  /** The announcement was deleted: its id. */
  deleted: number;
}

/** Props of the administrator's announcement screen. */
export interface AdminAnnouncementProps {
  /** The announcement (`/admin/announcements/{id}`); without it a new one is created. */
  announcementId?: number | undefined;
  /** Opens the announcement's form at once instead of its view. */
  edit?: boolean | undefined;
  /** Link of the list (`/admin/announcements`), shown as "All announcements". */
  listHref?: string | undefined;
  /** Created or saved (the host may open the new announcement's page). */
  onSaved?: ((announcement: AdminAnnouncement) => void) | undefined;
  /** Deleted (the host goes back to the list). */
  onDeleted?: ((id: number) => void) | undefined;
}
