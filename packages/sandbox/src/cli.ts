#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startServer } from './server.js';

const HELP = `flexportal-sandbox: the Flexportal API v2 sandbox server

Usage: flexportal-sandbox [options]
       flexportal-sandbox otp <email> [--url <origin>] [--database-url <url>] [--data-dir <dir>]
       flexportal-sandbox deposit <account id | deposit address> <amount> [--delay <seconds>] [--url <origin>]

Options:
  --port <n>            port to listen on (default 8080, or $SANDBOX_PORT)
  --host <addr>         interface to bind (default 127.0.0.1)
  --data-dir <dir>      PGlite data folder, kept between runs (default .sandbox-data)
  --database-url <url>  use a real PostgreSQL instead (or $DATABASE_URL)
  --in-memory           keep data in memory only (tests)
  --reset               drop all data and start again from the seed
  --cors <origins>      comma-separated origins allowed by CORS (default: loopback)
  --no-otp              money moves need no one-time code (benchmarks only)
  --dev-tools           serve the developer tools (/sandbox/*: mailbox, current code,
                        faults, maintenance) to loopback callers; on with --in-memory
  --trust-proxy         take the caller's IP from X-Forwarded-For (only behind a proxy
                        that sets it; or $SANDBOX_TRUST_PROXY=1)
  --public-url <url>    origin of the URLs the API generates (or $SANDBOX_PUBLIC_URL;
                        default this server's own)
  -h, --help            this text

The otp command prints the user's current one-time code (authenticator code, or the
newest unused e-mailed code). It asks the running sandbox at --url (default
http://127.0.0.1:$SANDBOX_PORT or 8080); with --database-url, or when no sandbox
answers, it reads the database directly.

The deposit command simulates crypto arriving at an account's deposit address: the running
sandbox at --url (started with --dev-tools) checks it at once and credits the account after
--delay seconds (default 3), pushing account.updated to open screens.
`;

if (process.argv[2] === 'otp') {
  process.exit(await otpCommand(process.argv.slice(3)));
}
if (process.argv[2] === 'deposit') {
  process.exit(await depositCommand(process.argv.slice(3)));
}

async function depositCommand(args: string[]): Promise<number> {
  const { values: o, positionals } = parseArgs({
    args,
    options: { url: { type: 'string' }, delay: { type: 'string' } },
    allowPositionals: true,
  });
  const [target, amount] = positionals;
  const delay = Number(o.delay ?? 3);
  if (!target || !amount || !Number.isFinite(delay) || delay < 0) {
    process.stderr.write(
      'usage: flexportal-sandbox deposit <account id | deposit address> <amount> [--delay <seconds>]\n',
    );
    return 2;
  }
  const origin = o.url ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8080}`;
  const where = /^\d+$/.test(target) ? { account_id: Number(target) } : { address: target };
  try {
    const res = await fetch(`${origin}/sandbox/crypto-deposits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...where, amount, delay_ms: Math.round(delay * 1000) }),
    });
    const body = (await res.json()) as { data?: Record<string, string>; message?: string };
    if (res.status !== 202 || !body.data) {
      process.stderr.write(`flexportal-sandbox: ${body.message ?? `HTTP ${res.status}`}\n`);
      return 1;
    }
    const d = body.data;
    process.stdout.write(
      `${d.amount} ${d.currency} to ${d.address} (account ${d.account_id}) at ${d.credit_at}\n`,
    );
    return 0;
  } catch {
    process.stderr.write(`flexportal-sandbox: no sandbox with developer tools at ${origin}\n`);
    return 1;
  }
}

async function otpCommand(args: string[]): Promise<number> {
  const { values: o, positionals } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
    allowPositionals: true,
  });
  const email = positionals[0];
  if (!email) {
    process.stderr.write('usage: flexportal-sandbox otp <email>\n');
    return 2;
  }
  const databaseUrl = o['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    const origin = o.url ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8080}`;
    try {
      const res = await fetch(`${origin}/sandbox/otp?email=${encodeURIComponent(email)}`);
      if (res.status === 404) {
        process.stderr.write(`flexportal-sandbox: no user ${email}\n`);
        return 1;
      }
      const body = (await res.json()) as { data: { code: string | null; method: string } };
      return printCode(email, body.data);
    } catch {
      // No sandbox running: read the data folder directly below.
    }
  }
  const { openDatabase } = await import('./db/openDatabase.js');
  const { currentOtp } = await import('./auth/currentOtp.js');
  const database = await openDatabase({ databaseUrl, dataDir: o['data-dir'] ?? '.sandbox-data' });
  try {
    const found = await currentOtp(database.db, email);
    if (!found) {
      process.stderr.write(`flexportal-sandbox: no user ${email}\n`);
      return 1;
    }
    return printCode(email, found);
  } finally {
    await database.close();
  }
}

function printCode(email: string, found: { code: string | null; method: string }): number {
  if (!found.code) {
    process.stderr.write(
      `flexportal-sandbox: ${email} has no authenticator and no open e-mailed code\n`,
    );
    return 1;
  }
  process.stdout.write(`${found.code}\n`);
  return 0;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    reset: { type: 'boolean', default: false },
    'in-memory': { type: 'boolean', default: false },
    cors: { type: 'string' },
    'no-otp': { type: 'boolean', default: false },
    'dev-tools': { type: 'boolean', default: false },
    'trust-proxy': { type: 'boolean', default: false },
    'public-url': { type: 'string' },
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
  otpRequired: !values['no-otp'],
  devTools: values['dev-tools'] || values['in-memory'],
  ...(values['trust-proxy'] ? { trustProxy: true } : {}),
  publicUrl: values['public-url'],
  corsOrigins: values.cors
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
});
process.stdout.write(
  `flexportal-sandbox: API ${server.apiUrl} (ready in ${Date.now() - started} ms)\n`,
);
if (server.devTools) {
  process.stdout.write(
    `flexportal-sandbox: developer tools ON at ${server.origin}/sandbox/* (mailbox, current codes, faults; loopback callers only)\n`,
  );
}
process.stdout.write(
  `flexportal-sandbox: live ws://${server.live.wsHost}:${server.live.wsPort}/app/${server.live.key} (Pusher protocol 7; auth ${server.live.authEndpoint})\n`,
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
