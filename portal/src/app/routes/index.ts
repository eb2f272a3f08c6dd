import { adminRoutes } from './adminRoutes.js';
import { guestRoutes } from './guestRoutes.js';
import { managerRoutes } from './managerRoutes.js';
import type { RouteDef } from './RouteDef.js';
import { withRegisteredScreen } from './registeredScreens.js';

/**
 * Every route of the portal, by area; a route a registered screen names shows it through
 * the generic screen page unless it has a page of its own.
 */
export const ROUTES: readonly RouteDef[] = [...guestRoutes, ...managerRoutes, ...adminRoutes].map(
  withRegisteredScreen,
);

const byName = new Map(ROUTES.map((r) => [r.name, r]));

/** A route by its spec name. */
export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** Titles from the top of the breadcrumb trail down to `route` (AC-2routes). */
export function breadcrumbs(route: RouteDef): RouteDef[] {
  const trail: RouteDef[] = [];
  const seen = new Set<string>();
  for (
    let r: RouteDef | undefined = route;
    r && !seen.has(r.name);
    r = r.parent ? byName.get(r.parent) : undefined
  ) {
    seen.add(r.name);
    trail.unshift(r);
  }
  return trail;
}

export type { RouteDef, RouteNeed } from './RouteDef.js';
