import { generatePath } from 'react-router';
import { routeByName } from '../routes/index.js';

/** The path a menu entry opens: its route's path with the entry's parameters. */
export function menuPath(route: string, params?: Readonly<Record<string, string>>): string {
  const def = routeByName(route);
  return def ? generatePath(def.path, params ?? {}) : '/';
}
