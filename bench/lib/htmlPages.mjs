// A static server for the P7 and P9 pages: given HTML pages plus the elements' CDN files.
// Served over HTTP from loopback (not through Playwright's route fulfilment): Chromium's
// local network access checks treat a fulfilled document as public and block its calls
// to the loopback sandbox.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';

/** Wraps a body in the minimal document the bench pages use. */
export const htmlPage = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${body}</body></html>`;

/**
 * Starts the server on a free loopback port. `pages` maps paths to HTML. Resolves with its
 * origin and a close function.
 */
export function serveHtml(root, pages) {
  const cdn = join(root, 'packages/elements/dist/cdn');
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages[path];
    if (page) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (path.startsWith('/cdn/')) {
      const file = normalize(join(cdn, path.slice('/cdn/'.length)));
      if (file.startsWith(cdn)) {
        try {
          const body = await readFile(file);
          return res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
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
