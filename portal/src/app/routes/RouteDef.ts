import type { RuleUser } from '@flexportal/core';
import type { PortalKey } from '../../i18n/portalTexts.js';

/** Who a route is for (spec 2.1 to 2.3 of both documents). */
type RouteArea = 'guest' | 'public' | 'manager' | 'admin';

/** Conditions a route needs beyond its area; core's route rules evaluate them. */
export type RouteNeed =
  | 'enabled-company-and-2fa' // company enabled, and the user individual or with two-factor
  | 'user-2fa' // the user has two-factor or is an individual (core's twoFactorOk)
  | 'manager-only' // manager, not manager-reader
  | 'feature:crypto'
  | 'feature:portals'
  | 'feature:psp_portal'
  | 'feature:affiliation'
  | 'feature:white_label'
  | 'affiliated-company';

/**
 * What a route's after-guard redirect reads: the signed-in user, the active theme key and
 * the path parameters of the address asked for.
 */
export interface RouteRedirectContext {
  user: RuleUser | null;
  /** The active theme (brand) key, `ibanflex` by default (AC-1-04). */
  theme: string;
  /** The route's path parameters; an optional one left out is absent. */
  params: Readonly<Record<string, string | undefined>>;
}

/** A named route to go to, with its path parameters. */
export interface RouteTarget {
  name: string;
  params?: Readonly<Record<string, string>>;
  /** Why the user is sent there, said on arrival (a key of `portal.because.*`). */
  because?: 'cryptoWithdrawPortal';
}

/** One route of the portal: where, its name as the spec writes it, its title and rules. */
export interface RouteDef {
  /** Route name as in the spec (manager.dashboard, flexpsp-quick-login, …). */
  name: string;
  /** React Router path, absolute. */
  path: string;
  /** Page title (after the product name) and breadcrumb label. */
  title: PortalKey;
  area: RouteArea;
  /** Name of the route shown before this one in breadcrumbs. */
  parent?: string;
  needs?: readonly RouteNeed[];
  /**
   * Needs a signed-in user although the area is guest or public (the manager and admin
   * areas always do): a visitor goes to login and comes back after it (PP-2.2-01).
   */
  requiresAuth?: boolean;
  /**
   * Runs once the guard has let the user in: a route to go to instead, or null to stay
   * (PP-2.2-11, the crypto withdraw page sending to the first portal service; AC-2manager-05,
   * the portal services page without a parameter sending to its default provider).
   */
  redirect?: (ctx: RouteRedirectContext) => RouteTarget | null;
  /** The screen; a route naming a registered screen gets it from the registry. */
  screen?: () => Promise<{ default: import('react').ComponentType }>;
}
