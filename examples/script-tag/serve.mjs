// Serves this partner page and the elements' built script-tag bundles under /cdn/.
// API_BASE rewrites the page's data-api-base, so tests can point it at any sandbox.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cdn = join(here, 'node_modules/@flexportal/elements/dist/cdn');
const port = Number(process.env.EXAMPLE_PORT ?? 5180);
const apiBase = process.env.API_BASE ?? 'http://127.0.0.1:8080/api/v2';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.map': 'application/json',
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const html = (await readFile(join(here, 'index.html'), 'utf8')).replaceAll(
        'http://127.0.0.1:8080/api/v2',
        apiBase,
      );
      res.writeHead(200, { 'content-type': types['.html'] }).end(html);
      return;
    }
    if (url.pathname.startsWith('/cdn/')) {
      const file = normalize(join(cdn, url.pathname.slice('/cdn/'.length)));
      if (!file.startsWith(cdn)) throw new Error('outside');
      const ext = file.slice(file.lastIndexOf('.'));
      res.writeHead(200, { 'content-type': types[ext] ?? 'application/octet-stream' });
      res.end(await readFile(file));
      return;
    }
  } catch {
    // fall through to 404
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}).listen(port, '127.0.0.1', () => {
  console.log(`example (script tag): http://127.0.0.1:${port}/`);
});
