import type { AdminUser } from '@flexportal/core/contract';
import { AdminUsers } from '@flexportal/react/admin-users';
import { useNavigate } from 'react-router';
import { useSearchListState } from '../../app/lists/useSearchListState.js';
import { menuPath } from '../../app/menus/menuPath.js';
import { auth } from '../../app/portalClient.js';

/**
 * admin.users: the users screen, search and role in the URL, each user linked to
 * admin.users.view; after "Log in as" the portal keeps the user and opens their home
 * (PP-4.8-06; the admin token waits in reserve for Back To Admin).
 */
export default function AdminUsersPage() {
  const list = useSearchListState();
  const navigate = useNavigate();
  return (
    <AdminUsers
      {...list}
      userHref="/admin/users/{id}"
      onImpersonated={(user: AdminUser) => {
        auth.store.setState({ user });
        navigate(menuPath('manager.dashboard'));
      }}
    />
  );
}
