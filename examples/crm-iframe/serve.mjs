// Serves the built CRM host page (`vite build` → dist/) under a strict CSP, pointing it at
// PORTAL_URL. The page may frame the portal and nothing else: no inline script or style,
// Trusted Types required, and no network at all (connect-src 'none'): the portal's context
// reaches this window by postMessage only (AC-1-11).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const port = Number(process.env.EXAMPLE_CRM_PORT ?? 5182);
const portalUrl = new URL(process.env.PORTAL_URL ?? 'http://127.0.0.1:5173/');

const csp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  `frame-src ${portalUrl.origin}`,
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
].join('; ');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    const page =
      url.pathname === '/' || url.pathname === '/index.html'
        ? 'index.html'
        : url.pathname === '/account.html'
          ? 'account.html'
          : null;
    if (page) {
      const html = (await readFile(join(dist, page), 'utf8')).replace(
        'content="http://127.0.0.1:5173/"',
        `content="${portalUrl.href}"`,
      );
      res.writeHead(200, { 'content-type': types['.html'], 'content-security-policy': csp });
      res.end(html);
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      const file = normalize(join(dist, url.pathname));
      if (!file.startsWith(`${dist}/assets/`)) throw new Error('outside');
      const body = await readFile(file);
      const ext = file.slice(file.lastIndexOf('.'));
      res.writeHead(200, { 'content-type': types[ext] ?? 'application/octet-stream' });
      res.end(body);
      return;
    }
  } catch {
    // fall through to 404
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}).listen(port, '127.0.0.1', () => {
  console.log(`example (CRM host): http://127.0.0.1:${port}/`);
});
