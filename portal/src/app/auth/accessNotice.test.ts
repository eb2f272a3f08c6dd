import { ROLES, type RuleUser } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { accessNotice } from './accessNotice.js';

const manager = (over: Partial<RuleUser> = {}, company: RuleUser['company'] = {}): RuleUser => ({
  roles: [{ slug: ROLES.managerReader }],
  two_factor_auth: { google: false },
  company: { enabled: true, ...company },
  ...over,
});

describe('admin-company-support 2: words for the pages the guard closes', () => {
  it('a manager without two-factor is told two-factor unlocks the pages', () => {
    expect(accessNotice(manager())).toBe('two-factor');
    expect(accessNotice(manager({ two_factor_auth: null }))).toBe('two-factor');
  });

  it('no notice with two-factor, for an individual, an administrator or nobody', () => {
    expect(accessNotice(manager({ two_factor_auth: { google: true } }))).toBeNull();
    expect(accessNotice(manager({}, { enabled: true, legal_type: 'individual' }))).toBeNull();
    expect(accessNotice({ roles: [{ slug: ROLES.admin }] })).toBeNull();
    expect(accessNotice(null)).toBeNull();
  });

  it('a company not enabled awaits approval, whatever the two-factor', () => {
    expect(accessNotice(manager({}, { enabled: false }))).toBe('awaiting-approval');
    expect(accessNotice(manager({ two_factor_auth: { google: true } }, { enabled: false }))).toBe(
      'awaiting-approval',
    );
  });
});
