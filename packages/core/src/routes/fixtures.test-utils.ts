import type { RuleUser } from './ruleUser.js';

/** A manager of an enabled company with two-factor; override what a test needs. */
export function manager(
  over: Partial<RuleUser> = {},
  company: Partial<NonNullable<RuleUser['company']>> = {},
): RuleUser {
  return {
    roles: [{ slug: 'manager' }],
    two_factor_auth: { google: true },
    is_compliance_trackings_required: false,
    is_compliance_trackings_preparing: false,
    affiliates: { count: 0 },
    portal_services: {},
    ...over,
    company: {
      enabled: true,
      legal_type: 'company',
      enabled_features: {
        affiliation: false,
        crypto: true,
        portals: false,
        psp_portal: false,
        create_accounts: true,
      },
      company_types: ['REGULAR'],
      white_label_enabled: false,
      portal_services: {},
      ...company,
    },
  };
}

export const admin: RuleUser = {
  roles: [{ slug: 'admin' }],
  two_factor_auth: { google: true },
  company: null,
};
