import {
  complianceRequired,
  hasAnyRole,
  isAdministrator,
  isManager,
  ROLES,
  type RuleUser,
  twoFactorOk,
} from './ruleUser.js';

/** Features that need two-factor unless the company is an individual (PP-5-27). */
export const TWO_FACTOR_FEATURES = Object.freeze([
  'notifications',
  'activity-logs',
  'announcements',
  'transfer-maps',
  'crypto-wallets',
] as const);

const feature = (
  user: RuleUser | null | undefined,
  f: 'affiliation' | 'crypto' | 'portals' | 'psp_portal',
) => !!user?.company?.enabled_features?.[f];

/** Most manager routes and items: an enabled company and individual or two-factor (PP-2.3-02, AC-2menus-06). */
export const managerAreaOk = (user: RuleUser | null | undefined) =>
  !!user?.company?.enabled && twoFactorOk(user);

/** A two-factor feature (PP-5-27) is usable. */
export const twoFactorFeatureOk = (user: RuleUser | null | undefined) => twoFactorOk(user);

/** Payment creation pages and the withdraw and crypto action items: manager only, not reader (PP-6-03, PP-6-04). */
export const canCreatePayments = (user: RuleUser | null | undefined) =>
  hasAnyRole(user, [ROLES.manager]);

/** Withdraw menu items: manager (not reader) with two-factor (AC-2menus-07). */
export const withdrawItemOk = (user: RuleUser | null | undefined) =>
  canCreatePayments(user) && twoFactorOk(user);

/** Crypto pages and items: two-factor and the crypto feature (PP-2.3-06); menus also need a theme (AC-2menus-09). */
export const cryptoOk = (user: RuleUser | null | undefined, themeAllowsCrypto = true) =>
  twoFactorOk(user) && feature(user, 'crypto') && themeAllowsCrypto;

/** Crypto action items: manager only (PP-6-04). */
export const cryptoItemOk = (user: RuleUser | null | undefined, themeAllowsCrypto = true) =>
  canCreatePayments(user) && cryptoOk(user, themeAllowsCrypto);

/** The KYC mode needs compliance tracking (AC-2menus-08). */
export const kycItemOk = (user: RuleUser | null | undefined) => complianceRequired(user);

/** Sub-accounts need the affiliation feature (AC-2menus-10). */
export const subAccountsItemOk = (user: RuleUser | null | undefined) =>
  feature(user, 'affiliation');

/** Portals need the feature, attached services and no pending compliance (AC-2menus-11). */
export function portalsItemOk(user: RuleUser | null | undefined): boolean {
  if (!feature(user, 'portals') || complianceRequired(user)) return false;
  const services = { ...(user?.company?.portal_services ?? {}), ...(user?.portal_services ?? {}) };
  return Object.values(services).some((s) => s?.is_attached);
}

/** PSP portal routes need the PSP portal feature (AC-2manager-06). */
export const pspPortalOk = (user: RuleUser | null | undefined) => feature(user, 'psp_portal');

/** Back To Admin: managers while an admin token is stored (AC-2menus-13). */
export const backToAdminOk = (user: RuleUser | null | undefined, hasAdminToken: boolean) =>
  isManager(user) && hasAdminToken;

/** Logout is for all (AC-2menus-12). */
export const logoutOk = () => true;

/** Administrator data loads only for administrators (AC-6-01). */
export const canLoadAdminData = (user: RuleUser | null | undefined) => isAdministrator(user);

/** Manager data loads only for managers with an enabled company and two-factor or individual (AC-6-02, PP-5-28). */
export const canLoadManagerData = (user: RuleUser | null | undefined) =>
  isManager(user) && managerAreaOk(user);

/** White-label data: individual or two-factor, enabled company, feature on (AC-5-01). */
export const canLoadWhiteLabel = (user: RuleUser | null | undefined) =>
  managerAreaOk(user) && !!user?.company?.white_label_enabled;

/** Affiliate companies load only when the user has affiliates (AC-6-04). */
export const canLoadAffiliates = (user: RuleUser | null | undefined) =>
  (user?.affiliates?.count ?? 0) > 0;

/** Crypto wallets load only with the crypto feature (AC-6-05). */
export const canLoadCryptoWallets = (user: RuleUser | null | undefined) => feature(user, 'crypto');
