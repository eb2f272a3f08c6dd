import { backToAdminOk, logoutOk, portalsItemOk, pspPortalOk } from './availability.js';
import { isManager, profileRoute, type RuleUser } from './ruleUser.js';

/** One item of the user menu. */
export interface UserMenuItem {
  /** Stable id for the view. */
  id: 'profile' | 'portal-services' | 'psp-portal' | 'back-to-admin' | 'logout';
  /** Label as the spec gives it (AC-2menus-02). */
  label: string;
  /** Route name to go to, or null for an action (back to admin, logout). */
  route: string | null;
}

/** Labels of the user menu (AC-2menus-02). */
export const USER_MENU_LABELS = Object.freeze({
  profile: 'My Profile',
  'portal-services': 'Portal Services',
  'psp-portal': 'PSP Portal',
  'back-to-admin': 'Back To Admin',
  logout: 'Logout',
} as const);

/**
 * The user menu items that show for this user (AC-2menus-02, AC-2menus-03): role and
 * availability rule per item; Back To Admin only while an admin token is stored.
 */
export function userMenu(
  user: RuleUser | null | undefined,
  hasAdminToken: boolean,
): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  const add = (id: UserMenuItem['id'], route: string | null) =>
    items.push({ id, label: USER_MENU_LABELS[id], route });
  if (user) add('profile', profileRoute(user));
  if (isManager(user) && portalsItemOk(user)) add('portal-services', 'manager.portal-services');
  if (isManager(user) && pspPortalOk(user)) add('psp-portal', 'manager.psp-portal');
  if (backToAdminOk(user, hasAdminToken)) add('back-to-admin', null);
  if (logoutOk()) add('logout', null);
  return items;
}
