#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startServer } from './server.js';

const HELP = `flexportal-sandbox: the Flexportal API v2 sandbox server

Usage: flexportal-sandbox [options]

Options:
  --port <n>            port to listen on (default 8080, or $SANDBOX_PORT)
  --host <addr>         interface to bind (default 127.0.0.1)
  --data-dir <dir>      PGlite data folder, kept between runs (default .sandbox-data)
  --database-url <url>  use a real PostgreSQL instead (or $DATABASE_URL)
  --in-memory           keep data in memory only (tests)
  --reset               drop all data and start again from the seed
  --cors <origins>      comma-separated origins allowed by CORS (default: loopback)
  -h, --help            this text
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    reset: { type: 'boolean', default: false },
    'in-memory': { type: 'boolean', default: false },
    cors: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`flexportal-sandbox: invalid port "${values.port}"\n`);
  process.exit(2);
}

const started = Date.now();
const server = await startServer({
  port,
  hostname: values.host ?? '127.0.0.1',
  dataDir: values['in-memory'] ? undefined : (values['data-dir'] ?? '.sandbox-data'),
  databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
  reset: values.reset,
  corsOrigins: values.cors
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
});
process.stdout.write(
  `flexportal-sandbox: API ${server.apiUrl} (ready in ${Date.now() - started} ms)\n`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
