import { SCREENS } from '@flexportal/react/registry';
import { SCREEN_LOADERS } from '../../routes/embed/screenLoaders.js';
import type { RouteDef } from './RouteDef.js';

/** The registered screen a route names in the registry (`SCREENS[].routes`), if any. */
function screenOfRoute(name: string) {
  return SCREENS.find((s) => (s.routes as readonly string[]).includes(name));
}

/**
 * The route, or when it has no page of its own but a registered screen names it, the
 * route showing that screen through the generic page (`ScreenPage`).
 */
export function withRegisteredScreen(route: RouteDef): RouteDef {
  const screen = route.screen ? undefined : screenOfRoute(route.name);
  if (!screen) return route;
  return {
    ...route,
    screen: async () => {
      const [{ screenPage }, Component] = await Promise.all([
        import('../../routes/screen/ScreenPage.js'),
        SCREEN_LOADERS[screen.name](),
      ]);
      return { default: screenPage(screen, Component) };
    },
  };
}
