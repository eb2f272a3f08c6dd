import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from './server/securityHeaders.js';

// The portal talks to the API same-origin at /api/v2; dev and preview servers forward it
// to the sandbox with one proxy definition, so both behave alike (the host the sandbox sees
// is the portal's, so its absolute dictionary urls name the portal's origin on both).
const sandboxOrigin =
  process.env.SANDBOX_ORIGIN ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8080}`;
const proxy = {
  '/api': { target: sandboxOrigin, changeOrigin: false },
  // The sandbox's Pusher-protocol WebSocket (live channel).
  '/app': { target: sandboxOrigin, ws: true, changeOrigin: false },
  // The sandbox's stand-in remote portals: `npm start` gives the sandbox the portal's origin
  // as its public url, so a portal service's sign-in link names this server (issue 38: it
  // opened the portal's own "Page not found").
  '/remote-portals': { target: sandboxOrigin, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), securityHeaders()],
  resolve: { conditions: ['@flexportal/source', 'module', 'browser', 'development|production'] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    proxy,
    // Transform the app's module graph at start-up rather than on the first page load, which
    // on a cold machine otherwise outlasts a browser test's first step.
    warmup: { clientFiles: ['./src/main.tsx'] },
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  build: { target: 'es2022', sourcemap: true },
});
