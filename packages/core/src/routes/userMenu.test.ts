import { describe, expect, it } from 'vitest';
import { admin, manager } from './fixtures.test-utils.js';
import { userMenu } from './userMenu.js';

describe('AC-2menus-02/03 user menu', () => {
  it('shows items by role and availability', () => {
    expect(userMenu(admin, false).map((i) => i.id)).toEqual(['profile', 'logout']);
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
