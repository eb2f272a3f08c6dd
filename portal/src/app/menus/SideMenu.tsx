import { isAdministrator } from '@flexportal/core';
import { NavLink } from 'react-router';
import { usePortalT } from '../../i18n/locale.js';
import { ADMIN_MENU } from './adminMenu.js';
import { itemParams, visibleItems } from './MenuItem.js';
import { MANAGER_MENU } from './managerMenu.js';
import { menuPath } from './menuPath.js';
import { useMenuContext } from './useMenuContext.js';

/**
 * The main side menu: the items the user's role and availability rules allow (AC-2menus).
 * `label` names the navigation when a page shows it beside the frame's own (landmarks unique).
 */
export function SideMenu({ label }: { label?: string }) {
  const ctx = useMenuContext();
  const { t } = usePortalT();
  if (!ctx.user) return null;
  const items = visibleItems(isAdministrator(ctx.user) ? ADMIN_MENU : MANAGER_MENU, ctx);
  return (
    <nav aria-label={label ?? t('portal.mainMenu')} className="portal-side-menu">
      <ul>
        {items.map((item) => {
          const to = menuPath(item.route, itemParams(item, ctx));
          return (
            <li key={to}>
              <NavLink to={to} end>
                {t(item.label)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
