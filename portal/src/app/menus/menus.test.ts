import { type RuleUser, userMenu } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { portalTexts } from '../../i18n/portalTexts.js';
import { routeByName } from '../routes/index.js';
import { ADMIN_MENU } from './adminMenu.js';
import { itemParams, type MenuContext, visibleItems } from './MenuItem.js';
import { MANAGER_MENU } from './managerMenu.js';
import { menuPath } from './menuPath.js';
import { USER_MENU_KEYS } from './userMenuKeys.js';

const ctx = (user: RuleUser | null, over: Partial<MenuContext> = {}): MenuContext => ({
  user,
  hasAdminToken: false,
  themeAllowsCrypto: true,
  activeTheme: 'ibanflex',
  ...over,
});
const manager: RuleUser = {
  roles: [{ slug: 'manager' }],
  two_factor_auth: { google: true },
  company: { enabled: true, enabled_features: { crypto: true } },
};
const labels = (user: RuleUser, over?: Partial<MenuContext>) =>
  visibleItems(MANAGER_MENU, ctx(user, over)).map((i) => portalTexts.en[i.label]);

describe('menus (AC-2menus)', () => {
  it('point only at routes of the table', () => {
    for (const item of [...MANAGER_MENU, ...ADMIN_MENU])
      expect(routeByName(item.route), item.route).toBeDefined();
  });

  it('list the timelines per entity class for administrators (AC-2menus-04, AC-3-27)', () => {
    const admin: RuleUser = { roles: [{ slug: 'admin' }] };
    const timelines = visibleItems(ADMIN_MENU, ctx(admin)).filter(
      (i) => i.route === 'admin.timelines',
    );
    expect(timelines.map((i) => menuPath(i.route, itemParams(i, ctx(admin))))).toEqual([
      '/admin/timelines/transactions',
      '/admin/timelines/users',
      '/admin/timelines/companies',
      '/admin/timelines/bank-accounts',
    ]);
    expect(timelines.map((i) => portalTexts.en[i.label])).toEqual([
      'Timelines: transactions',
      'Timelines: users',
      'Timelines: companies',
      'Timelines: bank accounts',
    ]);
    expect(visibleItems(ADMIN_MENU, ctx(manager)).length).toBe(0);
  });

  it('show payment and crypto actions to managers, not to manager-readers (PP-6-04)', () => {
    expect(labels(manager)).toEqual(
      expect.arrayContaining(['Withdrawal', 'Buy crypto', 'Settled transactions']),
    );
    const reader = { ...manager, roles: [{ slug: 'manager-reader' }] };
    expect(labels(reader)).toContain('Settled transactions');
    expect(labels(reader)).not.toContain('Withdrawal');
    expect(labels(reader)).not.toContain('Buy crypto');
  });

  it('lead to every manager page of the spec, products and crypto wallets included (issue 38)', () => {
    expect(labels(manager)).toEqual(expect.arrayContaining(['Products', 'Crypto wallets']));
    expect(labels(manager, { themeAllowsCrypto: false })).not.toContain('Crypto wallets');
    expect(labels({ ...manager, two_factor_auth: null })).not.toContain('Products');
  });

  it('hide crypto without the feature or the theme, and most items without 2FA unless individual', () => {
    expect(labels(manager, { themeAllowsCrypto: false })).not.toContain('Buy crypto');
    const no2fa = { ...manager, two_factor_auth: null };
    expect(labels(no2fa)).toEqual(['My Profile']);
    const individual = { ...no2fa, company: { enabled: true, legal_type: 'individual' } };
    expect(labels(individual)).toContain('Withdrawal');
  });

  it('open portal services on the default provider: {product} on the ibanflex theme, else ibanflex (AC-2manager-05)', () => {
    const withPortals: RuleUser = {
      ...manager,
      company: {
        enabled: true,
        enabled_features: { portals: true },
        portal_services: { bcb: { is_attached: true } },
      },
    };
    const link = (activeTheme: string) => {
      const c = ctx(withPortals, { activeTheme });
      const item = visibleItems(MANAGER_MENU, c).find((i) => i.route === 'manager.portal-services');
      return item && menuPath(item.route, itemParams(item, c));
    };
    // The brand key `{product}` is one path segment, its braces encoded; the route reads it back.
    expect(link('ibanflex')).toBe('/manager/portal-services/%7Bproduct%7D');
    expect(decodeURIComponent(link('ibanflex') ?? '')).toBe('/manager/portal-services/{product}');
    expect(link('finovo')).toBe('/manager/portal-services/ibanflex');
    expect(link('{product}')).toBe('/manager/portal-services/ibanflex');
  });

  it('user menu (from core): the spec labels; Back To Admin only for a manager with an admin token; Logout for all', () => {
    expect(Object.values(USER_MENU_KEYS).map((key) => portalTexts.en[key])).toEqual([
      'My Profile',
      'Portal Services',
      'PSP Portal',
      'Back To Admin',
      'Logout',
    ]);
    const labels = (user: RuleUser, admin: boolean) =>
      userMenu(user, admin).map((e) => portalTexts.en[USER_MENU_KEYS[e.id]]);
    expect(labels(manager, false)).toEqual(['My Profile', 'Logout']);
    expect(labels(manager, true)).toContain('Back To Admin');
    const admin: RuleUser = { roles: [{ slug: 'admin' }] };
    expect(labels(admin, true)).toEqual(['My Profile', 'Logout']);
    expect(userMenu(admin, false)[0]?.route).toBe('admin.profile');
    for (const item of userMenu(manager, true))
      if (item.route) expect(routeByName(item.route), item.route).toBeDefined();
  });
});
