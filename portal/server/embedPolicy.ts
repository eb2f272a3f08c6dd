import type { Connect, Plugin } from 'vite';

/**
 * Who may frame the portal. The same list feeds the `frame-ancestors` header (the browser
 * enforces it) and `/embed-config.json` (the embed page checks its parent against it and
 * posts messages only there). Production deployments serve both the same way.
 */
export function frameAncestors(): string[] {
  const raw = process.env.PORTAL_FRAME_ANCESTORS ?? 'http://127.0.0.1:5180 http://localhost:5180';
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

/** Vite plugin: the frame-ancestors header on every response and the embed config file. */
export function embedPolicy(): Plugin {
  const install = (middlewares: Connect.Server) => {
    const origins = frameAncestors();
    middlewares.use((req, res, next) => {
      res.setHeader('Content-Security-Policy', `frame-ancestors 'self' ${origins.join(' ')}`);
      if (req.url?.split('?')[0] === '/embed-config.json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ frameAncestors: origins }));
        return;
      }
      next();
    });
  };
  return {
    name: 'flexportal-embed-policy',
    configureServer: (server) => install(server.middlewares),
    configurePreviewServer: (server) => install(server.middlewares),
  };
}
