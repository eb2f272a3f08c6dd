import { decideNavigation, type RuleUser } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { toRouteRule } from '../auth/toRouteRule.js';
import { routeByName } from '../routes/index.js';
import { itemParams, visibleItems } from './MenuItem.js';
import { MANAGER_MENU } from './managerMenu.js';
import { menuPath } from './menuPath.js';

const features = { crypto: true, portals: true, affiliation: true, psp_portal: true };
const users: Record<string, RuleUser> = {
  'manager with two-factor': {
    roles: [{ slug: 'manager' }],
    two_factor_auth: { google: true },
    company: { enabled: true, enabled_features: features, white_label_enabled: true },
  },
  'individual without two-factor': {
    roles: [{ slug: 'manager' }],
    two_factor_auth: { google: false },
    company: { enabled: true, legal_type: 'individual', enabled_features: features },
  },
  'company manager without two-factor': {
    roles: [{ slug: 'manager' }],
    two_factor_auth: null,
    company: { enabled: true, legal_type: 'company', enabled_features: features },
  },
  'manager-reader with two-factor': {
    roles: [{ slug: 'manager-reader' }],
    two_factor_auth: { google: true },
    company: { enabled: true, enabled_features: features },
  },
};

/** The routes the menu shows this user and the guard then refuses: must be none. */
function bouncing(user: RuleUser): string[] {
  const ctx = { user, hasAdminToken: false, themeAllowsCrypto: true, activeTheme: 'ibanflex' };
  return visibleItems(MANAGER_MENU, ctx)
    .filter((item) => {
      const route = routeByName(item.route);
      if (!route) return true;
      const path = menuPath(item.route, itemParams(item, ctx));
      return (
        decideNavigation(toRouteRule(route), { authenticated: true, user }, path).action !== 'allow'
      );
    })
    .map((item) => item.route);
}

describe('the manager menu and the route guard read one two-factor rule (PP-6-05, AC-2menus-06)', () => {
  for (const [who, user] of Object.entries(users)) {
    it(`shows a ${who} no item the guard refuses`, () => {
      expect(bouncing(user)).toEqual([]);
    });
  }

  it('lets an individual without two-factor into crypto, reports and imports, and a company manager without it into none', () => {
    const individual = users['individual without two-factor'] as RuleUser;
    const company = users['company manager without two-factor'] as RuleUser;
    for (const name of [
      'manager.crypto.buy',
      'manager.reports',
      'manager.imports',
      'manager.crypto.wallets',
    ]) {
      const route = routeByName(name);
      if (!route) throw new Error(name);
      const decide = (user: RuleUser) =>
        decideNavigation(toRouteRule(route), { authenticated: true, user }, route.path).action;
      expect(decide(individual), name).toBe('allow');
      expect(decide(company), name).toBe('redirect');
    }
  });
});
