import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { guardRoute } from './auth/guard.js';
import { bootstrap } from './bootstrap.js';
import { Layout } from './Layout.js';
import { auth } from './portalClient.js';
import { ROUTES, type RouteDef } from './routes/index.js';

/** A route of the table as a lazy React Router route: its screen, or the placeholder. */
function toRouteObject(route: RouteDef): RouteObject {
  return {
    path: route.path,
    handle: { route },
    loader: async ({ request }) => {
      await bootstrap();
      return guardRoute(route, new URL(request.url), auth);
    },
    lazy: async () => ({
      Component: route.screen
        ? (await route.screen()).default
        : (await import('./Placeholder.js')).Placeholder,
    }),
  };
}

/** Every route is lazy so the first load carries only the shell. */
export const router = createBrowserRouter([
  {
    // Isolated mode: a screen alone, without the portal's frame.
    path: '/embed/:screen',
    lazy: async () => ({ Component: (await import('../routes/embed/EmbedPage.js')).EmbedPage }),
  },
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, element: <Navigate to="/manager" replace /> },
      ...ROUTES.map(toRouteObject),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);

// ...and after: once each navigation has settled.
router.subscribe((state) => {
  if (state.navigation.state === 'idle') void bootstrap();
});
