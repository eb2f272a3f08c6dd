import type { UserMenuItem } from '@flexportal/core';
import type { PortalKey } from '../../i18n/portalTexts.js';

/** The words of core's user menu items, by id: the spec's labels (AC-2menus-02) in English. */
export const USER_MENU_KEYS: Readonly<Record<UserMenuItem['id'], PortalKey>> = {
  profile: 'portal.myProfile',
  'portal-services': 'portal.portalServices',
  'psp-portal': 'portal.pspPortal',
  'back-to-admin': 'portal.backToAdmin',
  logout: 'portal.logout',
};
