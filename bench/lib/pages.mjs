// A static server for the measured pages: the floor pages, one partner page per screen
// (loader + element, as a partner writes it) and the elements' CDN files.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';

const html = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${body}</body></html>`;
const escapeAttr = (v) => String(v).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Starts the page server. `screens` as in screens.mjs; `apiBase` the sandbox the screens
 * talk to. Resolves with its origin and a close function.
 */
export function servePages({ root, screens, apiBase }) {
  const cdn = join(root, 'packages/elements/dist/cdn');
  const tmp = join(root, 'bench/.tmp');
  const pages = new Map([
    [
      '/floor-preact.html',
      html('<floor-form></floor-form><script src="/tmp/floor-preact.js"></script>'),
    ],
    [
      '/floor-react.html',
      html('<floor-form></floor-form><script src="/tmp/floor-react.js"></script>'),
    ],
  ]);
  for (const s of screens) {
    const attrs = Object.entries(s.attrs)
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    for (const [build, dir] of [
      ['preact', 'cdn'],
      ['react', 'cdn/react'],
    ]) {
      pages.set(
        `/${s.tag}-${build}.html`,
        html(
          `<${s.tag}${attrs}></${s.tag}><script src="/${dir}/flexportal.js" data-api-base="${escapeAttr(apiBase)}"></script>`,
        ),
      );
    }
  }
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages.get(path);
    if (page) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const [base, prefix] = path.startsWith('/cdn/')
      ? [cdn, '/cdn/']
      : path.startsWith('/tmp/')
        ? [tmp, '/tmp/']
        : [];
    if (base) {
      const file = normalize(join(base, path.slice(prefix.length)));
      if (file.startsWith(base)) {
        try {
          const body = await readFile(file);
          return res
            .writeHead(200, {
              'content-type': 'text/javascript',
              'access-control-allow-origin': '*',
            })
            .end(body);
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
