import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Deliberately no '@flexportal/source' condition: the host uses @flexportal/elements as an
// npm consumer gets it (dist/). No module-preload polyfill: one chunk needs none, and the
// page's CSP allows no fetches (connect-src 'none'). Two pages: the portal with its
// context (index.html) and an account record with its company profile (account.html).
export default defineConfig({
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        account: fileURLToPath(new URL('account.html', import.meta.url)),
      },
    },
  },
});
