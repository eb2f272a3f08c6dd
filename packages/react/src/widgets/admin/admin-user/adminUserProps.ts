import type { AdminUser } from '@flexportal/core/contract';

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface AdminUserEventDetails {
  /** The administrator now acts as this user (the admin token kept in reserve). */
  impersonated: AdminUser;
  /** The user was deleted: their id. */
  deleted: number;
}

/** Props of the administrator's user screen. */
export interface AdminUserProps {
  /** The user (`/admin/users/{user_id}`). */
  userId?: number | undefined;
  /** Shows the edit forms (`/admin/users/{user_id}/edit`); the view otherwise. */
  edit?: boolean | undefined;
  /** Link of the edit page, `{id}` replaced; without it "Edit user" opens the forms in place. */
  editHref?: string | undefined;
  /** Link back to the view, `{id}` replaced (shown while editing). */
  viewHref?: string | undefined;
  /** "Log in as" succeeded (PP-4.8-06); the host opens the user's home. */
  onImpersonated?: ((user: AdminUser) => void) | undefined;
  /** The user was deleted; the host goes back to the list. */
  onDeleted?: ((id: number) => void) | undefined;
}
