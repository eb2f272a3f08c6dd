import type { Connect, Plugin } from 'vite';

/**
 * Who may frame the portal. The same list feeds the `frame-ancestors` directive (the
 * browser enforces it) and `/embed-config.json` (the embed page checks its parent against
 * it and posts messages only there). Production deployments serve both the same way.
 */
function frameAncestors(): string[] {
  const raw = process.env.PORTAL_FRAME_ANCESTORS ?? 'http://127.0.0.1:5180 http://localhost:5180';
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

/**
 * The production policy: nothing inline, nothing evaluated, Trusted Types required. The
 * built portal has no inline script or style, so it needs no nonce.
 */
function strictCsp(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-ancestors 'self' ${ancestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

function install(middlewares: Connect.Server, policy: (ancestors: string[]) => string): void {
  const origins = frameAncestors();
  middlewares.use((req, res, next) => {
    res.setHeader('Content-Security-Policy', policy(origins));
    if (req.url?.split('?')[0] === '/embed-config.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ frameAncestors: origins }));
      return;
    }
    next();
  });
}

/**
 * Vite plugin: the strict CSP on the built portal (preview), framing limits only on the
 * dev server (its hot reload needs inline scripts), and the embed config file on both.
 */
export function securityHeaders(): Plugin {
  return {
    name: 'flexportal-security-headers',
    configureServer: (server) =>
      install(server.middlewares, (a) => `frame-ancestors 'self' ${a.join(' ')}`),
    configurePreviewServer: (server) => install(server.middlewares, strictCsp),
  };
}
