import type { OpenAPIHono } from '@hono/zod-openapi';
import { html } from 'hono/html';
import { isAllowedOrigin } from '../http/cors.js';
import type { Deps } from '../http/env.js';
import { isPortalService } from './remotePortals.js';

/**
 * The way back a remote portal offers: `/portals/{service}/{key}` on a trusted origin only,
 * so the page cannot be made to send a user anywhere else (an open redirect).
 */
function backLink(back: string | undefined, service: string, trusted: Deps['config']) {
  if (!back) return null;
  let url: URL;
  try {
    url = new URL(back);
  } catch {
    return null;
  }
  const path = new RegExp(`^/portals/${service}/[0-9a-f]{16,200}$`);
  if (!isAllowedOrigin(url.origin, trusted.corsOrigins) || !path.test(url.pathname)) return null;
  return url.toString();
}

/**
 * The simulated remote portal a sign-in url opens (AC-7mgr-32): a page of its own, outside
 * the API, that names the service and offers the way back into the portal, signed in.
 */
export function registerRemotePortalPage(root: OpenAPIHono, { config }: Deps): void {
  root.get('/remote-portals/:service', (c) => {
    const service = c.req.param('service');
    if (!isPortalService(service)) return c.json({ message: 'Not Found' }, 404);
    const back = backLink(c.req.query('back'), service, config);
    const name = service.replaceAll('_', ' ');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('Referrer-Policy', 'no-referrer');
    // hono's html escapes every value put in it.
    return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name} (simulated portal)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}
a{display:inline-block;padding:.6rem 1rem;background:#0d6efd;color:#fff;border-radius:.4rem;text-decoration:none}</style>
</head><body><h1>${name}</h1>
<p>This is the sandbox's stand-in for the remote portal: you are signed in here.</p>
${back ? html`<p><a href="${back}">Back to the portal</a></p>` : ''}
</body></html>`);
  });
}
