import type { RuleUser } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/index.js';
import { readActiveTheme } from '../theme/portalTheme.js';
import { guardRoute } from './guard.js';
import { routeRedirect } from './routeRedirect.js';

// manager@acme.test as auth/me answers it: crypto and portals, Google two-factor.
const acme: RuleUser = {
  roles: [{ slug: 'manager' }],
  two_factor_auth: { google: true },
  company: {
    enabled: true,
    enabled_features: { crypto: true, portals: true },
    portal_services: { free_market: { is_attached: false, is_allowed: true }, bcb: {} },
  },
};
const globex: RuleUser = {
  ...acme,
  company: { enabled: true, enabled_features: { crypto: true }, portal_services: {} },
};
const fakeAuth = (user: RuleUser | null) => ({
  loadUser: async () => user,
  logout: async () => {},
});
const route = (name: string) => {
  const r = routeByName(name);
  if (!r) throw new Error(name);
  return r;
};

/** What the route loader does (router.tsx): the guard, then the route's own redirect. */
async function load(
  name: string,
  user: RuleUser | null,
  theme: string,
  params: Record<string, string> = {},
) {
  const url = new URL(`http://portal.test${route(name).path}`);
  try {
    await guardRoute(route(name), url, fakeAuth(user) as never);
    return await routeRedirect(route(name), fakeAuth(user), theme, params);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('crypto withdraw redirect (PP-2.2-11)', () => {
  it('sends a manager with the portals feature, on the default theme, to the first portal service', async () => {
    expect(await load('manager.crypto.withdraw', acme, 'ibanflex')).toBe(
      '/manager/portal-services/free_market?because=cryptoWithdrawPortal',
    );
  });

  it('lets the page open on another theme or without the portals feature', async () => {
    expect(await load('manager.crypto.withdraw', acme, 'finovo')).toBeNull();
    expect(await load('manager.crypto.withdraw', globex, 'ibanflex')).toBeNull();
  });

  it('applies to the crypto withdraw page only, and after the guard', async () => {
    expect(await load('manager.crypto.buy', acme, 'ibanflex')).toBeNull();
    // A visitor goes to login first, remembering the page; a reader goes to the dashboard.
    expect(await load('manager.crypto.withdraw', null, 'ibanflex')).toBe(
      '/login?redirect=%2Fmanager%2Fcrypto%2Fwithdraw',
    );
    const reader = { ...acme, roles: [{ slug: 'manager-reader' }] };
    expect(await load('manager.crypto.withdraw', reader, 'ibanflex')).toBe(
      '/manager?refused=manager.crypto.withdraw',
    );
  });

  it('lands on a page the same user may open', async () => {
    const target = { portal_service: 'free_market' };
    expect(await load('manager.portal-services', acme, 'ibanflex', target)).toBeNull();
  });

  it('sends the portal services page without a service to its default provider (AC-2manager-05)', async () => {
    expect(await load('manager.portal-services', acme, 'ibanflex')).toBe(
      '/manager/portal-services/%7Bproduct%7D',
    );
    expect(await load('manager.portal-services', acme, 'finovo')).toBe(
      '/manager/portal-services/ibanflex',
    );
    // A named service or provider stays; no loop.
    const named = { portal_service: 'ibanflex' };
    expect(await load('manager.portal-services', acme, 'finovo', named)).toBeNull();
    // The guard still comes first: without the portals feature, no redirect to the page.
    expect(await load('manager.portal-services', globex, 'ibanflex')).toBe(
      '/manager?refused=manager.portal-services',
    );
  });

  it('reads the active theme: kept under activeTheme, else the build, else ibanflex (AC-1-04, AC-1-06)', () => {
    expect(readActiveTheme({ getItem: () => null })).toBe('ibanflex');
    expect(readActiveTheme({ getItem: () => null }, 'fastpay')).toBe('fastpay');
    expect(readActiveTheme({ getItem: (k) => (k === 'activeTheme' ? 'finovo' : null) })).toBe(
      'finovo',
    );
  });
});
