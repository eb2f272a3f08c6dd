import { backToAdminOk, portalsItemOk, profileRoute, pspPortalOk } from '@flexportal/core';
import type { MenuContext } from './MenuItem.js';

/** Entries of the user menu (AC-2menus-01): each either a route or an action. */
export type UserMenuEntry =
  | { label: 'My Profile' | 'Portal Services' | 'PSP Portal'; route: string }
  | { label: 'Back To Admin' | 'Logout'; action: 'back-to-admin' | 'logout' };

/** The user menu for `ctx`: My Profile, Portal Services, PSP Portal, Back To Admin, Logout. */
export function userMenu(ctx: MenuContext): UserMenuEntry[] {
  const { user } = ctx;
  const entries: UserMenuEntry[] = [{ label: 'My Profile', route: profileRoute(user) }];
  if (portalsItemOk(user))
    entries.push({ label: 'Portal Services', route: 'manager.portal-services' });
  if (pspPortalOk(user)) entries.push({ label: 'PSP Portal', route: 'manager.psp-portal' });
  if (backToAdminOk(user, ctx.hasAdminToken))
    entries.push({ label: 'Back To Admin', action: 'back-to-admin' });
  entries.push({ label: 'Logout', action: 'logout' });
  return entries;
}
