// The static server of the bench pages: given HTML pages plus directories of scripts (the
// elements' CDN files, the floor builds). Served over HTTP from loopback (not through
// Playwright's route fulfilment): Chromium's local network access checks treat a fulfilled
// document as public and block its calls to the loopback sandbox. Served gzipped (level 9,
// compressed once per file) to a browser that accepts it, as a CDN serves the elements: the
// browser then pays for decompression as it does on a partner's page.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Wraps a body in the minimal document the bench pages use. */
export const htmlPage = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${body}</body></html>`;

/**
 * Starts a server on a free loopback port: `pages` maps paths to HTML, `dirs` maps path
 * prefixes (`/cdn/`) to directories of scripts, which never serve a file outside them.
 * Resolves with its origin and a close function.
 */
export function serveStatic(pages, dirs) {
  const gzipped = new Map();
  /** Ends `res` with `body`, gzipped when the request accepts it. */
  const send = (req, res, key, body, headers) => {
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      return res.writeHead(200, headers).end(body);
    }
    let gz = gzipped.get(key);
    if (!gz) {
      gz = gzipSync(body, { level: 9 });
      gzipped.set(key, gz);
    }
    return res
      .writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' })
      .end(gz);
  };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (page) return send(req, res, path, page, { 'content-type': 'text/html' });
    const prefix = Object.keys(dirs).find((p) => path.startsWith(p));
    if (prefix) {
      const base = dirs[prefix];
      const file = normalize(join(base, path.slice(prefix.length)));
      if (file.startsWith(base)) {
        try {
          const body = await readFile(file);
          return send(req, res, file, body, {
            'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
            'access-control-allow-origin': '*',
          });
        } catch {}
      }
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(r)),
      });
    }),
  );
}

/** {@link serveStatic} of `pages` plus the elements' CDN files under `/cdn/`. */
export function serveHtml(root, pages) {
  return serveStatic(pages, { '/cdn/': join(root, 'packages/elements/dist/cdn') });
}
