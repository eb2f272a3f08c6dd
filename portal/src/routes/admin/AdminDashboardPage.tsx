import { AdminDashboard } from '@flexportal/react/admin-dashboard';

/**
 * admin.dashboard: the administrator dashboard screen with the portal's links (a user,
 * the users list, the Admin Action Required transactions). Compliance and tickets have no
 * administrator list in the portal yet, so their counts stay unlinked.
 */
export default function AdminDashboardPage() {
  return (
    <AdminDashboard
      userHref="/admin/users/{id}"
      usersHref="/admin/users"
      actionRequiredHref="/admin/transactions/api"
    />
  );
}
