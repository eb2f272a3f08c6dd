/**
 * The user and company fields the route and menu rules read. Declared here, tolerant
 * (every field optional), so the rules accept the contract's User or a partial one.
 */
interface RuleCompany {
  /** The company is enabled. */
  enabled?: boolean;
  /** `individual` or `company`. */
  legal_type?: string | null;
  /** Company features that are on. */
  enabled_features?: Partial<
    Record<'affiliation' | 'crypto' | 'portals' | 'psp_portal' | 'create_accounts', boolean>
  >;
  /** Company types (AC-3-01). */
  company_types?: readonly string[] | null;
  /** White-label is on. */
  white_label_enabled?: boolean;
  /** The affiliate owner, when affiliated. */
  affiliate_owner_company?: unknown;
  /** Portal services: is_attached, is_allowed per service. */
  portal_services?: Record<string, { is_attached?: boolean; is_allowed?: boolean }> | null;
}

/** See {@link RuleCompany}. */
export interface RuleUser {
  /** Roles by slug. */
  roles?: readonly { slug: string }[];
  /** Two-factor methods in use. */
  two_factor_auth?: { google?: boolean } | null;
  /** Compliance tracking is required. */
  is_compliance_trackings_required?: boolean;
  /** Compliance tracking is being prepared. */
  is_compliance_trackings_preparing?: boolean;
  /** Portal services: is_attached, is_allowed per service. */
  portal_services?: Record<string, { is_attached?: boolean; is_allowed?: boolean }> | null;
  /** Affiliates of the user. */
  affiliates?: { count?: number } | null;
  /** The company, when the user has one. */
  company?: RuleCompany | null;
}

/** Roles (PP-3.2-01). */
export const ROLES = Object.freeze({
  superAdmin: 'super-admin',
  admin: 'admin',
  manager: 'manager',
  managerReader: 'manager-reader',
} as const);

/** The company type whose compliance requirement is ignored (AC-2routes-01). */
export const LIMITED_FEATURES_COMPANY_TYPE = 'LIMITED_FEATURES_FLEXPSP';

/** A role check passes if the user has any listed role, or if none is required (PP-6-02). */
export function hasAnyRole(
  user: RuleUser | null | undefined,
  roles?: readonly string[] | null,
): boolean {
  if (!roles || roles.length === 0) return true;
  return !!user?.roles?.some((r) => roles.includes(r.slug));
}

/** super-admin and admin are administrators (PP-6-01). */
export const isAdministrator = (user: RuleUser | null | undefined) =>
  hasAnyRole(user, [ROLES.superAdmin, ROLES.admin]);

/** manager and manager-reader are managers (PP-6-01, AC-1-01). */
export const isManager = (user: RuleUser | null | undefined) =>
  hasAnyRole(user, [ROLES.manager, ROLES.managerReader]);

/** The company is an individual (PP-6-05). */
export const isIndividual = (user: RuleUser | null | undefined) =>
  user?.company?.legal_type === 'individual';

/**
 * The user has Google two-factor: a fact (the profile shows it), not a gate. Every gate reads
 * {@link twoFactorOk}, so the route guard, the menus and the sandbox cannot disagree.
 */
export const hasTwoFactor = (user: RuleUser | null | undefined) => !!user?.two_factor_auth?.google;

/** Two-factor rules pass: individual users are exempt (PP-6-05, PP-5-27). */
export const twoFactorOk = (user: RuleUser | null | undefined) =>
  isIndividual(user) || hasTwoFactor(user);

/**
 * Compliance tracking required or being prepared, ignored for LIMITED_FEATURES_FLEXPSP
 * companies (PP-2.2-06, PP-2.2-08).
 */
export function complianceRequired(user: RuleUser | null | undefined): boolean {
  if (!user) return false;
  if (user.company?.company_types?.includes(LIMITED_FEATURES_COMPANY_TYPE)) return false;
  return !!(user.is_compliance_trackings_required || user.is_compliance_trackings_preparing);
}

/** Default dashboard: admin.dashboard for administrators, manager.dashboard otherwise (PP-2.2-03). */
export function defaultDashboard(
  user: RuleUser | null | undefined,
): 'admin.dashboard' | 'manager.dashboard' {
  return isAdministrator(user) ? 'admin.dashboard' : 'manager.dashboard';
}

/** Profile route: manager.profile for managers, admin.profile otherwise (PP-2.2-13). */
export function profileRoute(
  user: RuleUser | null | undefined,
): 'manager.profile' | 'admin.profile' {
  return isManager(user) ? 'manager.profile' : 'admin.profile';
}

/** Page title: the product name plus the route title (PP-2.2-12). */
export function pageTitle(product: string, routeTitle?: string | null): string {
  return routeTitle ? `${product} - ${routeTitle}` : product;
}
