import { redirect } from 'react-router';
import { menuPath } from '../menus/menuPath.js';
import type { RouteDef } from '../routes/index.js';
import type { Auth } from './createAuth.js';
import { BECAUSE_PARAM } from './guard.js';

/**
 * A route's own redirect (`RouteDef.redirect`), run by its loader once the guard has let the
 * user in: throws a redirect to the route it names, or returns null to stay (PP-2.2-11).
 */
export async function routeRedirect(
  route: RouteDef,
  auth: Pick<Auth, 'loadUser'>,
  theme: string,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<null> {
  if (!route.redirect) return null;
  const target = route.redirect({ user: await auth.loadUser(), theme, params });
  if (target) {
    const why = target.because ? `?${BECAUSE_PARAM}=${target.because}` : '';
    throw redirect(`${menuPath(target.name, target.params)}${why}`);
  }
  return null;
}
