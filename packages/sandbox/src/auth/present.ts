import { PORTAL_SERVICES } from '@flexportal/core/contract';
import type { AuthInfo, CompanyRow, Deps, UserRow } from '../http/env.js';
import { chatToken } from './chatToken.js';

/** Company as the API shows it (PP-3.1, AC-3). */
export function presentCompany(company: CompanyRow) {
  const has = (f: string) => company.features.includes(f);
  const portals = has('portals');
  return {
    id: company.id,
    name: company.name,
    enabled: company.enabled,
    enabled_features: {
      affiliation: has('affiliation'),
      crypto: has('crypto'),
      portals,
      psp_portal: has('psp_portal'),
      create_accounts: has('create_accounts'),
    },
    psp_portal_attached: company.pspPortalAttached,
    white_label_enabled: company.whiteLabelEnabled,
    legal_type: company.legalType,
    company_types: company.companyTypes,
    node_type: company.nodeType,
    affiliate_owner_company: company.affiliateOwnerId ? { id: company.affiliateOwnerId } : null,
    portal_services: Object.fromEntries(
      PORTAL_SERVICES.map((s) => [
        s,
        { is_attached: company.portalServices.includes(s), is_allowed: portals },
      ]),
    ),
  };
}

/**
 * User as the API shows it (PP-3.1): never the password hash or the TOTP secret. The chat
 * token (`livechat_token`) only in an answer to the user's own session ({@link presentSelf}),
 * else null: colleagues and administrators never see it.
 */
export function presentUser(
  user: UserRow,
  company: CompanyRow | null,
  livechatToken: string | null = null,
) {
  const presented = company ? presentCompany(company) : null;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    roles: [{ slug: user.role }],
    company: presented,
    portal_services: presented?.portal_services ?? {},
    two_factor_auth: { google: user.totpSecret !== null },
    is_compliance_trackings_required: user.complianceRequired,
    is_compliance_trackings_preparing: false,
    user_lead_id: null,
    affiliates: { count: 0 },
    livechat_token: livechatToken,
    avatar: user.avatar,
    email_verified: user.emailVerifiedAt !== null,
  };
}

/**
 * The signed-in user as their own session sees them (auth/me, profile and its edits):
 * `livechat_token` is this session's chat token. `user` is the row after a change.
 */
export function presentSelf(deps: Pick<Deps, 'config'>, auth: AuthInfo, user = auth.user) {
  return presentUser(user, auth.company, chatToken(deps.config, user.id, auth.claims.jti));
}

/** PP-3.1 token object. */
export function presentToken(token: string, exp: number, iat: number) {
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    expires_date: new Date(exp * 1000).toISOString(),
  };
}
