import { describe, expect, it } from 'vitest';
import { admin, manager } from './fixtures.test-utils.js';
import { USER_MENU_LABELS, userMenu } from './userMenu.js';

describe('AC-2menus-02/03 user menu', () => {
  it('labels as the spec gives them', () => {
    expect(Object.values(USER_MENU_LABELS)).toEqual([
      'My Profile',
      'Portal Services',
      'PSP Portal',
      'Back To Admin',
      'Logout',
    ]);
  });
  it('shows items by role and availability', () => {
    expect(userMenu(admin, false).map((i) => i.label)).toEqual(['My Profile', 'Logout']);
    expect(userMenu(admin, false)[0]?.route).toBe('admin.profile');
    const full = manager(
      {},
      {
        enabled_features: { portals: true, psp_portal: true },
        portal_services: { bcb: { is_attached: true } },
      },
    );
    expect(userMenu(full, true).map((i) => i.id)).toEqual([
      'profile',
      'portal-services',
      'psp-portal',
      'back-to-admin',
      'logout',
    ]);
    expect(userMenu(manager(), false).map((i) => i.id)).toEqual(['profile', 'logout']);
  });
});
