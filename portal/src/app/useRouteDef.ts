import { useMatches } from 'react-router';
import type { RouteDef } from './routes/index.js';

/** The route definition of the deepest matched route, if it has one. */
export function useRouteDef(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = (matches[i]?.handle as { route?: RouteDef } | undefined)?.route;
    if (route) return route;
  }
  return undefined;
}
