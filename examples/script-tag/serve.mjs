// Serves this partner page under a strict CSP, and the elements' built CDN files under /cdn/.
// API_BASE rewrites the page's data-api-base, so tests can point it at any sandbox.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspHeader } from '@flexportal/elements';

const here = dirname(fileURLToPath(import.meta.url));
const cdn = join(here, 'node_modules/@flexportal/elements/dist/cdn');
const port = Number(process.env.EXAMPLE_PORT ?? 5180);
const apiBase = process.env.API_BASE ?? 'http://127.0.0.1:8080/api/v2';
const portalUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:5173';

// What a partner needs to allow: its own scripts (the SDK is served from here), the API
// for fetches, nothing inline; Trusted Types on so no string can become script.
// `cdnOrigin`: where the SDK's files come from when not from this origin (cross-origin.html).
const cspOf = (cdnOrigin) =>
  [
    "default-src 'none'",
    // What Flexportal needs, from the SDK's own helper: script-src, connect-src, frame-src.
    cspHeader({
      apiOrigin: apiBase,
      portalOrigin: portalUrl,
      tokenEndpoint: '/partner/flexportal-token',
      ...(cdnOrigin ? { cdnOrigin } : {}),
    }),
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
// cross-origin.html is opened at http://localhost:<port>, its CDN is http://127.0.0.1:<port>.
const cdnOrigin = `http://127.0.0.1:${port}`;
/** The same CDN files, runtime.js served without Access-Control-Allow-Origin. */
const NO_CORS = '/cdn-runtime-without-cors';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * The partner's backend: it knows its own signed-in user and obtains a short-lived
 * Flexportal token for them, which the loader fetches (`data-token-endpoint`) and fetches
 * again before it expires. Here the "partner user" is the read-only demo login; a real
 * backend would use its own server-to-server credentials, never a user's password.
 */
async function partnerToken(res) {
  const login = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'reader@acme.test', password: 'Sandbox#2026' }),
  });
  if (!login.ok) {
    res.writeHead(502, { 'content-type': types['.json'] }).end('{"message":"no token"}');
    return;
  }
  const { data } = await login.json();
  // Only the token goes to the browser, and never into a cache.
  res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-store' });
  res.end(JSON.stringify(data.token));
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/partner/flexportal-token') {
    await partnerToken(res);
    return;
  }
  if (url.pathname === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  try {
    const page = {
      '/': 'index.html',
      '/index.html': 'index.html',
      '/frame.html': 'frame.html',
      '/frame-withdrawal.html': 'frame-withdrawal.html',
      '/signed-in.html': 'signed-in.html',
      '/withdrawal.html': 'withdrawal.html',
      '/exchange.html': 'exchange.html',
      '/transactions.html': 'transactions.html',
      '/pay-and-list.html': 'pay-and-list.html',
      '/cross-origin.html': 'cross-origin.html',
      '/texts-and-scheme.html': 'texts-and-scheme.html',
    }[url.pathname];
    // The partner pages' own script files.
    if (['/transactions.js', '/pay-and-list.js', '/texts-and-scheme.js'].includes(url.pathname)) {
      res.writeHead(200, { 'content-type': types['.js'] });
      res.end(await readFile(join(here, url.pathname.slice(1))));
      return;
    }
    if (page) {
      const crossOrigin = page === 'cross-origin.html';
      let html = (await readFile(join(here, page), 'utf8'))
        .replaceAll('http://127.0.0.1:8080/api/v2', apiBase)
        .replaceAll('http://127.0.0.1:5173', portalUrl);
      if (crossOrigin) {
        const sri = JSON.parse(await readFile(join(cdn, 'sri.json'), 'utf8'));
        // `?cdn=runtime-without-cors`: the CDN whose CORS rule misses runtime.js (below).
        const path = url.searchParams.get('cdn') === 'runtime-without-cors' ? NO_CORS : '/cdn';
        html = html
          .replaceAll('https://cdn.example/flexportal', `${cdnOrigin}${path}`)
          .replaceAll('sha384-FROM-SRI-JSON', sri['flexportal.js']);
      }
      res.writeHead(200, {
        'content-type': types['.html'],
        'content-security-policy': cspOf(crossOrigin ? cdnOrigin : undefined),
      });
      res.end(html);
      return;
    }
    const prefix = [`/cdn/`, `${NO_CORS}/`].find((p) => url.pathname.startsWith(p));
    if (prefix) {
      const file = normalize(join(cdn, url.pathname.slice(prefix.length)));
      if (!file.startsWith(`${cdn}/`)) throw new Error('outside');
      const ext = file.slice(file.lastIndexOf('.'));
      const body = await readFile(file);
      // CORS so modulepreload with integrity (a CORS request) works from any page; under
      // NO_CORS, not for runtime.js (a browser then refuses it, which Playwright's routing
      // cannot show: it adds the header to the answers it fulfils).
      const cors = prefix === '/cdn/' || !file.endsWith('/runtime.js');
      res.writeHead(200, {
        'content-type': types[ext] ?? 'application/octet-stream',
        ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      });
      res.end(body);
      return;
    }
  } catch {
    // fall through to 404
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}).listen(port, '127.0.0.1', () => {
  console.log(`example (script tag): http://127.0.0.1:${port}/`);
});
