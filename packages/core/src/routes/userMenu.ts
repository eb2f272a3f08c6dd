import { backToAdminOk, logoutOk, portalsItemOk, pspPortalOk } from './availability.js';
import { isManager, profileRoute, type RuleUser } from './ruleUser.js';

/** One item of the user menu. */
export interface UserMenuItem {
  /** Stable id: the view words it (AC-2menus-02's labels are in the portal's texts). */
  id: 'profile' | 'portal-services' | 'psp-portal' | 'back-to-admin' | 'logout';
  /** Route name to go to, or null for an action (back to admin, logout). */
  route: string | null;
}

/**
 * The user menu items that show for this user (AC-2menus-02, AC-2menus-03): role and
 * availability rule per item; Back To Admin only while an admin token is stored.
 */
export function userMenu(
  user: RuleUser | null | undefined,
  hasAdminToken: boolean,
): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  const add = (id: UserMenuItem['id'], route: string | null) => items.push({ id, route });
  if (user) add('profile', profileRoute(user));
  if (isManager(user) && portalsItemOk(user)) add('portal-services', 'manager.portal-services');
  if (isManager(user) && pspPortalOk(user)) add('psp-portal', 'manager.psp-portal');
  if (backToAdminOk(user, hasAdminToken)) add('back-to-admin', null);
  if (logoutOk()) add('logout', null);
  return items;
}
