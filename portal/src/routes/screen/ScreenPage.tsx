import type { ScreenDefinition } from '@flexportal/react/registry';
import type { ComponentType } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { routeScreenProps } from './routeScreenProps.js';

/**
 * The one page of every portal route that shows a registered screen and has no page of its
 * own: the screen alone, its props from the route's path and query (coerced by the
 * registry's kinds). A new screen needs no page.
 */
export function screenPage(
  screen: Pick<ScreenDefinition, 'props'>,
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  Component: ComponentType<any>,
): ComponentType {
  return function ScreenPage() {
    const params = useParams();
    const [query] = useSearchParams();
    const { pathname, search } = useLocation();
    // A new URL is a new screen: nothing typed for one carries to the next.
    return <Component key={pathname + search} {...routeScreenProps(screen.props, params, query)} />;
  };
}
