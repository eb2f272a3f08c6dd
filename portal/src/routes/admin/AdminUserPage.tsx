import type { AdminUser as AdminUserRecord } from '@flexportal/core/contract';
import { AdminUser } from '@flexportal/react/admin-user';
import { useLocation, useNavigate, useParams } from 'react-router';
import { menuPath } from '../../app/menus/menuPath.js';
import { auth } from '../../app/portalClient.js';

/**
 * admin.users.view and admin.users.edit: one user, the edit forms open on the edit route;
 * after "Log in as" the user's home, after a deletion the users list.
 */
export default function AdminUserPage() {
  const { user_id: id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const userId = Number(id);
  return (
    <AdminUser
      // A new URL is a new screen: nothing typed for one user carries to the next.
      key={pathname}
      userId={Number.isInteger(userId) && userId > 0 ? userId : undefined}
      edit={pathname.endsWith('/edit')}
      editHref="/admin/users/{id}/edit"
      viewHref="/admin/users/{id}"
      onImpersonated={(user: AdminUserRecord) => {
        auth.store.setState({ user });
        navigate(menuPath('manager.dashboard'));
      }}
      onDeleted={() => navigate(menuPath('admin.users'))}
    />
  );
}
