import { type UserMenuItem, userMenu } from '@flexportal/core';
import { Button } from '@flexportal/react';
import { Link, useNavigate } from 'react-router';
import { usePortalT } from '../i18n/locale.js';
import type { PortalKey } from '../i18n/portalTexts.js';
import { menuPath } from './menus/menuPath.js';
import { useMenuContext } from './menus/useMenuContext.js';
import { auth } from './portalClient.js';

/** The portal's texts of core's user menu items, by id (core's labels are the spec's English). */
const LABEL_KEYS: Readonly<Record<UserMenuItem['id'], PortalKey>> = {
  profile: 'portal.myProfile',
  'portal-services': 'portal.portalServices',
  'psp-portal': 'portal.pspPortal',
  'back-to-admin': 'portal.backToAdmin',
  logout: 'portal.logout',
};

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
            {t(LABEL_KEYS[item.id])}
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
            {t(LABEL_KEYS[item.id])}
          </Button>
        ),
      )}
    </nav>
  );
}
