import type { ListState } from '../../../lists/index.js';

/** Props of the administrator's announcements list. */
export interface AdminAnnouncementsProps {
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
  /** Link of one announcement, `{id}` replaced, e.g. `/admin/announcements/{id}`; unlinked without. */
  announcementHref?: string | undefined;
  /** Link of the create page, e.g. `/admin/announcements/create`; no "New announcement" without. */
  createHref?: string | undefined;
}
