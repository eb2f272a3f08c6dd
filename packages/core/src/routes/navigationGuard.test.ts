import { describe, expect, it } from 'vitest';
import { admin, manager } from './fixtures.test-utils.js';
import {
  cryptoWithdrawPortalRedirect,
  decideNavigation,
  type GuardContext,
} from './navigationGuard.js';
import { defaultDashboard, hasAnyRole, pageTitle, profileRoute } from './ruleUser.js';

const as = (user: GuardContext['user']): GuardContext => ({ authenticated: true, user });
const guest: GuardContext = { authenticated: false, user: null };
const payments = { name: 'manager.payments.withdrawal', requiresAuth: true, roles: ['manager'] };

describe('PP-2.2 route rules', () => {
  it('PP-2.2-01 unauthenticated to a protected route goes to login, remembering the target', () => {
    expect(decideNavigation(payments, guest, '/manager/payments/withdrawal/create?amt=5')).toEqual({
      action: 'redirect',
      to: 'login',
      remember: '/manager/payments/withdrawal/create?amt=5',
    });
    expect(decideNavigation({ name: 'guest.products.purchase' }, guest)).toEqual({
      action: 'allow',
    });
  });

  it('PP-2.2-02/03 guest-only or excluded role goes to the default dashboard', () => {
    expect(decideNavigation({ name: 'registration', guestOnly: true }, as(manager()))).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
    });
    expect(
      decideNavigation(
        { name: 'admin.users', requiresAuth: true, roles: ['admin', 'super-admin'] },
        as(manager()),
      ),
    ).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
      refused: 'admin.users',
    });
    expect(decideNavigation(payments, as(admin))).toEqual({
      action: 'redirect',
      to: 'admin.dashboard',
      refused: 'manager.payments.withdrawal',
    });
    expect(defaultDashboard(admin)).toBe('admin.dashboard');
    expect(defaultDashboard(manager())).toBe('manager.dashboard');
  });

  it('PP-6-02 a role check passes with any listed role or none required', () => {
    expect(hasAnyRole(manager(), undefined)).toBe(true);
    expect(hasAnyRole(manager(), [])).toBe(true);
    expect(hasAnyRole(manager(), ['admin', 'manager'])).toBe(true);
    expect(hasAnyRole(null, ['manager'])).toBe(false);
  });

  it('PP-2.2-04 an extra allow condition that is false goes to the dashboard', () => {
    const crypto = {
      name: 'manager.crypto.buy',
      requiresAuth: true,
      allow: (c: GuardContext) => !!c.user?.company?.enabled_features?.crypto,
    };
    expect(decideNavigation(crypto, as(manager()))).toEqual({ action: 'allow' });
    expect(
      decideNavigation(crypto, as(manager({}, { enabled_features: { crypto: false } }))),
    ).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
      refused: 'manager.crypto.buy',
    });
    // The dashboard itself refused never loops: it is allowed, saying nothing.
    expect(
      decideNavigation(
        { name: 'manager.dashboard', requiresAuth: true, allow: () => false },
        as(manager()),
      ),
    ).toEqual({ action: 'allow' });
  });

  it('PP-2.2-05 a manager of a company not enabled is forced to manager.profile', () => {
    const user = manager({}, { enabled: false });
    expect(decideNavigation(payments, as(user))).toEqual({
      action: 'redirect',
      to: 'manager.profile',
    });
    expect(decideNavigation({ name: 'manager.profile', requiresAuth: true }, as(user))).toEqual({
      action: 'allow',
    });
  });

  it('PP-2.2-06/07 compliance required or preparing redirects to profile.verifications', () => {
    const user = manager({ is_compliance_trackings_preparing: true }, { enabled: false });
    expect(decideNavigation(payments, as(user))).toEqual({
      action: 'redirect',
      to: 'profile.verifications',
    });
    for (const name of ['profile.verifications', 'flexpsp-quick-login'])
      expect(decideNavigation({ name, requiresAuth: true }, as(user))).toEqual({ action: 'allow' });
    expect(
      decideNavigation({ name: 'profile.verifications', requiresAuth: true }, as(manager())),
    ).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
    });
  });

  it('PP-2.2-08 / AC-2routes-01 the requirement is ignored for LIMITED_FEATURES_FLEXPSP', () => {
    const user = manager(
      { is_compliance_trackings_required: true },
      { company_types: ['LIMITED_FEATURES_FLEXPSP'] },
    );
    expect(decideNavigation(payments, as(user))).toEqual({ action: 'allow' });
  });

  it('PP-2.2-09 visiting login while authenticated logs out without redirect', () => {
    expect(decideNavigation({ name: 'login', guestOnly: true }, as(manager()))).toEqual({
      action: 'logout',
      reason: 'login-visit',
      thenAllow: true,
    });
  });

  it('PP-2.2-10 a release-version mismatch logs out', () => {
    const ctx = { ...as(manager()), releaseVersion: '1.2.0', serverReleaseVersion: '1.3.0' };
    expect(decideNavigation(payments, ctx)).toMatchObject({
      action: 'logout',
      reason: 'release-mismatch',
    });
    expect(decideNavigation(payments, { ...ctx, serverReleaseVersion: '1.2.0' })).toEqual({
      action: 'allow',
    });
  });

  it('PP-2.2-11 crypto withdraw on the default theme with portals goes to the first portal service', () => {
    const user = manager(
      {},
      {
        enabled_features: { portals: true },
        portal_services: { free_market: { is_attached: true }, bcb: {} },
      },
    );
    expect(cryptoWithdrawPortalRedirect('ibanflex', 'ibanflex', user)).toBe('free_market');
    expect(cryptoWithdrawPortalRedirect('finovo', 'ibanflex', user)).toBeNull();
    expect(cryptoWithdrawPortalRedirect('ibanflex', 'ibanflex', manager())).toBeNull();
  });

  it('PP-2.2-12/13 page title and profile route', () => {
    expect(pageTitle('Flexportal', 'Accounts')).toBe('Flexportal - Accounts');
    expect(pageTitle('Flexportal')).toBe('Flexportal');
    expect(profileRoute(manager({ roles: [{ slug: 'manager-reader' }] }))).toBe('manager.profile');
    expect(profileRoute(admin)).toBe('admin.profile');
  });
});
