import { defineConfig } from 'vite';

// Deliberately no '@flexportal/source' condition: the host uses @flexportal/elements as an
// npm consumer gets it (dist/). No module-preload polyfill: one chunk needs none, and the
// page's CSP allows no fetches (connect-src 'none').
export default defineConfig({
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
