// The P8 baseline: a bare Hono route on @hono/node-server, one GET answering a small JSON.
// Started by p8.ts in its own process; prints its URL once it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/ping', (c) => c.json({ data: { ok: true } }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`baseline http://127.0.0.1:${info.port}/ping\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
