import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Deliberately no '@flexportal/source' condition: this app uses the packages as npm
// consumers get them (dist/), which is what it is here to prove.
const target = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8080}`;
const port = Number(process.env.EXAMPLE_REACT_PORT ?? 5181);
export default defineConfig({
  plugins: [react()],
  // The app, and a page showing any screen by name (the events test's npm modes).
  build: {
    target: 'es2022',
    rollupOptions: { input: { main: 'index.html', events: 'events.html' } },
  },
  server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/api': target } },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy: { '/api': target } },
});
