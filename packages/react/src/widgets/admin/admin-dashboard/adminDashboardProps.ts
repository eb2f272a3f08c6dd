/** Props of the administrator dashboard screen; every link optional (unlinked without). */
export interface AdminDashboardProps {
  /** Link of one user, `{id}` replaced (the recent users); e.g. `/admin/users/{id}`. */
  userHref?: string | undefined;
  /** Link of the users list; e.g. `/admin/users`. */
  usersHref?: string | undefined;
  /** Link of the Admin Action Required transactions; e.g. `/admin/transactions/api`. */
  actionRequiredHref?: string | undefined;
  /** Link of the submitted compliance trackings. */
  complianceHref?: string | undefined;
  /** Link of the open support tickets. */
  ticketsHref?: string | undefined;
}
