import type { AdminUser } from '@flexportal/core/contract';
import type { ListState } from '../../../lists/index.js';

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface AdminUsersEventDetails {
  /** The administrator now acts as this user (the admin token kept in reserve). */
  impersonated: AdminUser;
}

/** Props of the administrator users list screen. */
export interface AdminUsersProps {
  /** Starts with this search text (`search`: e-mail or name). */
  search?: string | undefined;
  /** Starts filtered to one role (`role` in the query; not `role`, the ARIA attribute). */
  roleFilter?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
  /** Link of one user, `{id}` replaced, e.g. `/admin/users/{id}`; unlinked without. */
  userHref?: string | undefined;
  /**
   * "Log in as" succeeded (PP-4.8-06): the session now holds the user's token and keeps the
   * administrator's in reserve; the host opens the user's home.
   */
  onImpersonated?: ((user: AdminUser) => void) | undefined;
}
