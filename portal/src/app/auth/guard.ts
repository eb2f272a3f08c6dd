import { decideNavigation } from '@flexportal/core';
import { redirect } from 'react-router';
import { menuPath } from '../menus/menuPath.js';
import type { RouteDef } from '../routes/index.js';
import type { Auth } from './createAuth.js';
import { toRouteRule } from './toRouteRule.js';

/** Query key that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';
/** Query key that names the page the guard refused, for the landing page to say so. */
export const REFUSED_PARAM = 'refused';
/** Query key that names why a route's own redirect sent the user on (`RouteTarget.because`). */
export const BECAUSE_PARAM = 'because';

/** The path of a named route; optional parameters are left out. */
export function pathOf(name: string): string {
  return menuPath(name);
}

/** This build's release and the one the server last reported (PP-2.2-10). */
export interface Releases {
  mine: string;
  server: () => string | null;
}

/**
 * Runs core's navigation guard (PP-2.2) for `route` before it loads: allows, redirects
 * (remembering the target for after login), or logs out (a visit to login, or a server on
 * another release). Throws a redirect to leave.
 */
export async function guardRoute(
  route: RouteDef,
  url: URL,
  auth: Auth,
  releases?: Releases,
): Promise<null> {
  const user = await auth.loadUser();
  const decision = decideNavigation(
    toRouteRule(route),
    {
      authenticated: !!user,
      user,
      ...(releases
        ? { releaseVersion: releases.mine, serverReleaseVersion: releases.server() }
        : {}),
    },
    `${url.pathname}${url.search}`,
  );
  if (decision.action === 'allow') return null;
  if (decision.action === 'redirect') {
    const to = pathOf(decision.to);
    const query = decision.remember
      ? `?${REDIRECT_PARAM}=${encodeURIComponent(decision.remember)}`
      : decision.refused
        ? `?${REFUSED_PARAM}=${encodeURIComponent(decision.refused)}`
        : '';
    throw redirect(`${to}${query}`);
  }
  await auth.logout();
  if (decision.thenAllow) return null;
  throw redirect(`${url.pathname}${url.search}`);
}

/** Where to go after login: the remembered page when it is one of ours, else the dashboard. */
export function afterLoginPath(remembered: string | null, dashboard: string): string {
  return remembered?.startsWith('/') && !remembered.startsWith('//')
    ? remembered
    : pathOf(dashboard);
}
