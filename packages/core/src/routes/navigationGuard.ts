import {
  complianceRequired,
  defaultDashboard,
  hasAnyRole,
  isManager,
  type RuleUser,
} from './ruleUser.js';

/** What a route declares for the guard. */
export interface RouteRule {
  /** Route name (e.g. `manager.payments.withdrawal`). */
  name: string;
  /** Needs authentication (PP-2.2-01). */
  requiresAuth?: boolean;
  /** Only for guests (PP-2.2-02). */
  guestOnly?: boolean;
  /** Roles allowed; none means any (PP-6-02). */
  roles?: readonly string[];
  /** Extra allow condition (PP-2.2-04). */
  allow?: (ctx: GuardContext) => boolean;
}

/** What the guard knows about the visitor. */
export interface GuardContext {
  /** True when the session holds a valid token. */
  authenticated: boolean;
  /** The signed-in user, or null. */
  user: RuleUser | null;
  /** This build's release version and the one the server reports; a mismatch logs out (PP-2.2-10). */
  releaseVersion?: string | null;
  /** The release version the server reports. */
  serverReleaseVersion?: string | null;
}

/** The guard's answer. */
export type GuardDecision =
  | { action: 'allow' }
  | {
      action: 'redirect';
      to: string;
      remember?: string;
      /** The route asked for, when it was refused to this user (PP-2.2-03/04): say so there. */
      refused?: string;
    }
  | { action: 'logout'; reason: 'release-mismatch' | 'login-visit'; thenAllow: boolean };

/** Routes open while compliance tracking is pending (PP-2.2-06). */
export const COMPLIANCE_OPEN_ROUTES: readonly string[] = [
  'profile.verifications',
  'flexpsp-quick-login',
  'login',
];

/**
 * Decides a navigation (PP-2.2-01..10). `fullPath` is remembered for after login. After a
 * `logout` decision the host purges the session and, unless `thenAllow`, runs the guard again.
 */
export function decideNavigation(
  to: RouteRule,
  ctx: GuardContext,
  fullPath?: string,
): GuardDecision {
  const { authenticated, user } = ctx;
  if (
    authenticated &&
    ctx.releaseVersion &&
    ctx.serverReleaseVersion &&
    ctx.releaseVersion !== ctx.serverReleaseVersion
  )
    return { action: 'logout', reason: 'release-mismatch', thenAllow: false };
  if (to.name === 'login' && authenticated)
    return { action: 'logout', reason: 'login-visit', thenAllow: true };
  if (!authenticated) {
    return to.requiresAuth
      ? { action: 'redirect', to: 'login', ...(fullPath ? { remember: fullPath } : {}) }
      : { action: 'allow' };
  }
  const redirect = (target: string): GuardDecision =>
    target === to.name ? { action: 'allow' } : { action: 'redirect', to: target };
  const dashboard = defaultDashboard(user);
  const compliance = complianceRequired(user);
  if (compliance && !COMPLIANCE_OPEN_ROUTES.includes(to.name))
    return redirect('profile.verifications');
  if (to.name === 'profile.verifications' && !compliance) return redirect(dashboard);
  if (isManager(user) && user?.company && user.company.enabled === false && !compliance)
    return redirect('manager.profile');
  if (to.guestOnly) return redirect(dashboard);
  // Refused: the user lands on the dashboard, which says why (issue 38: no silent bounce).
  const refuse = (): GuardDecision =>
    dashboard === to.name
      ? { action: 'allow' }
      : { action: 'redirect', to: dashboard, refused: to.name };
  if (!hasAnyRole(user, to.roles)) return refuse();
  if (to.allow && !to.allow(ctx)) return refuse();
  return { action: 'allow' };
}

/**
 * PP-2.2-11: on the crypto withdrawal-create page, with the default theme and the portals
 * feature, the user goes to the first portal service. Returns its key, or null.
 */
export function cryptoWithdrawPortalRedirect(
  theme: string,
  defaultTheme: string,
  user: RuleUser | null | undefined,
): string | null {
  if (theme !== defaultTheme || !user?.company?.enabled_features?.portals) return null;
  const services = Object.keys(user.company.portal_services ?? user.portal_services ?? {});
  return services[0] ?? null;
}
