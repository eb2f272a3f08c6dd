// A static server for the measured pages: the floor pages, one partner page per screen
// (loader + element, as a partner writes it) and the elements' CDN files.
import { join } from 'node:path';
import { htmlPage as html, serveStatic } from './htmlPages.mjs';

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
  return serveStatic(Object.fromEntries(pages), { '/cdn/': cdn, '/tmp/': tmp });
}
