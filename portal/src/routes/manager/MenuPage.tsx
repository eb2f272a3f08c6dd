import { SideMenu } from '../../app/menus/SideMenu.js';
import { usePortalT } from '../../i18n/locale.js';

/**
 * `/menu` (AC-2manager-02): the main menu as a page of its own, the same items the side menu
 * shows, so a link to the menu (or a phone user without the drawer) lands on every screen
 * the user may open.
 */
export default function MenuPage() {
  const { t } = usePortalT();
  return (
    <section aria-labelledby="menu-title" className="portal-menu-page">
      <h1 id="menu-title">{t('portal.menu')}</h1>
      <SideMenu label={t('portal.menu')} />
    </section>
  );
}
