import { chunkFailedAlert, loadChunk } from '@flexportal/core';
import { loadLocale } from '@flexportal/react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { locale } from '../i18n/locale.js';
import { guardRoute } from './auth/guard.js';
import { routeRedirect } from './auth/routeRedirect.js';
import { bootstrap } from './bootstrap.js';
import { Layout } from './Layout.js';
import { auth, client, RELEASE_VERSION } from './portalClient.js';
import { ChunkFailedPage } from './routes/ChunkFailedPage.js';
import { ROUTES, type RouteDef } from './routes/index.js';
import { themeStore } from './theme/themeStore.js';

/**
 * A route of the table as a lazy React Router route showing its screen (every route has
 * one, the route table's test says so; a route without one would answer as not found).
 */
function toRouteObject(route: RouteDef): RouteObject {
  return {
    path: route.path,
    handle: { route },
    loader: async ({ request, params }) => {
      await bootstrap();
      await guardRoute(route, new URL(request.url), auth, {
        mine: RELEASE_VERSION,
        server: () => client.serverRelease(),
      });
      // Let in: the route's own redirect, if any (PP-2.2-11).
      return routeRedirect(route, auth, themeStore.getState().activeTheme, params);
    },
    lazy: async () => {
      const screen = route.screen ?? (() => import('../routes/NotFoundPage.js'));
      try {
        // A chunk that fails or takes over 120 s says 'Loading chunk failed' (PP-9-12, 13).
        const Component = (await loadChunk(screen)).default;
        // The screen's text areas exist now: bring their texts in the page's language first.
        await loadLocale(locale.store.getState().locale).catch(() => undefined);
        return { Component };
      } catch {
        client.events.emit('alert', chunkFailedAlert());
        return { Component: ChunkFailedPage };
      }
    },
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
