// The P8 baseline: bare Hono routes on @hono/node-server: a GET answering a small JSON (the
// latency baseline) and a POST reading a JSON body and answering 201 (the create throughput
// baseline). Started by p8.ts in its own process; prints its URL once it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/ping', (c) => c.json({ data: { ok: true } }));
app.post('/ping', async (c) => c.json({ data: await c.req.json() }, 201));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`baseline http://127.0.0.1:${info.port}/ping\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
