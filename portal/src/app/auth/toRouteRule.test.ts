import { decideNavigation, type RuleUser } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/index.js';
import { toRouteRule } from './toRouteRule.js';

const manager = (over: Partial<RuleUser> = {}): RuleUser => ({
  roles: [{ slug: 'manager' }],
  two_factor_auth: { google: true },
  company: { enabled: true, enabled_features: { crypto: true } },
  ...over,
});
const reader: RuleUser = { ...manager(), roles: [{ slug: 'manager-reader' }] };
const decide = (name: string, user: RuleUser | null) => {
  const route = routeByName(name);
  if (!route) throw new Error(name);
  return decideNavigation(toRouteRule(route), { authenticated: !!user, user }, route.path);
};

describe('route table under core guard (PP-2.2, PP-6)', () => {
  it('sends guests to login, remembering the target', () => {
    expect(decide('manager.dashboard', null)).toEqual({
      action: 'redirect',
      to: 'login',
      remember: '/manager',
    });
    expect(decide('docs', null)).toEqual({ action: 'allow' });
  });

  it('lets a visitor of the chat sign-in in (a guest sign-in, AC-2guest) and any signed-in user', () => {
    expect(decide('rocket-chat.auth', null)).toEqual({ action: 'allow' });
    expect(decide('rocket-chat.auth', manager())).toEqual({ action: 'allow' });
    expect(decide('rocket-chat.auth', { roles: [{ slug: 'admin' }] })).toEqual({
      action: 'allow',
    });
  });

  it('keeps manager-readers out of payment creation but not out of lists (PP-6-03)', () => {
    expect(decide('manager.payments.withdrawal', reader)).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
      refused: 'manager.payments.withdrawal',
    });
    expect(decide('manager.transactions.settled', reader)).toEqual({ action: 'allow' });
    expect(decide('manager.payments.withdrawal', manager())).toEqual({ action: 'allow' });
  });

  it('needs two-factor and the crypto feature for crypto pages, individuals exempt from 2FA elsewhere', () => {
    expect(decide('manager.crypto.buy', manager())).toEqual({ action: 'allow' });
    expect(decide('manager.crypto.buy', manager({ two_factor_auth: { google: false } }))).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
      refused: 'manager.crypto.buy',
    });
    const individual = manager({
      two_factor_auth: null,
      company: { enabled: true, legal_type: 'individual' },
    });
    expect(decide('manager.transactions.settled', individual)).toEqual({ action: 'allow' });
  });

  it('sends administrators away from manager pages and managers away from admin pages', () => {
    expect(decide('admin.users', manager())).toEqual({
      action: 'redirect',
      to: 'manager.dashboard',
      refused: 'admin.users',
    });
    expect(decide('manager.dashboard', { roles: [{ slug: 'admin' }] })).toEqual({
      action: 'redirect',
      to: 'admin.dashboard',
      refused: 'manager.dashboard',
    });
  });
});
