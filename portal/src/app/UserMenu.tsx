import { userMenu } from '@flexportal/core';
import { Button } from '@flexportal/react';
import { Link, useNavigate } from 'react-router';
import { usePortalT } from '../i18n/locale.js';
import { menuPath } from './menus/menuPath.js';
import { useMenuContext } from './menus/useMenuContext.js';
import { USER_MENU_KEYS } from './menus/userMenuKeys.js';
import { auth } from './portalClient.js';

/** The user menu: My Profile, Portal Services, PSP Portal, Back To Admin, Logout (AC-2menus). */
export function UserMenu() {
  const navigate = useNavigate();
  const ctx = useMenuContext();
  const { t } = usePortalT();
  if (!ctx.user) return null;
  return (
    <nav aria-label={t('portal.userMenu')} className="portal-user-menu">
      <span className="portal-user-menu__email">{(ctx.user as { email?: string }).email}</span>
      {userMenu(ctx.user, ctx.hasAdminToken).map((item) =>
        item.route ? (
          <Link key={item.id} to={menuPath(item.route)}>
            {t(USER_MENU_KEYS[item.id])}
          </Link>
        ) : (
          <Button
            key={item.id}
            variant="secondary"
            onClick={async () => {
              if (item.id === 'logout') {
                await auth.logout();
                navigate('/login');
              } else {
                navigate(menuPath(auth.backToAdmin() ?? 'admin.dashboard'));
              }
            }}
          >
            {t(USER_MENU_KEYS[item.id])}
          </Button>
        ),
      )}
    </nav>
  );
}
