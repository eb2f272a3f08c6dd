// P8 bench: seeded start, grand-total latency at 200 req/s, create throughput, measured
// from this process against a sandbox running in a second process.
//
//   pnpm --filter @flexportal/sandbox bench            (PGlite, in memory)
//   pnpm --filter @flexportal/sandbox bench -- --database-url postgres://...
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    creates: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
  },
  allowPositionals: true,
});
const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '../src/cli.ts');
const args = ['--conditions=@flexportal/source', cli, '--port', '0', '--no-otp'];
args.push(
  ...(values['database-url']
    ? ['--database-url', values['database-url'], '--reset']
    : ['--in-memory']),
);

const started = performance.now();
const child = spawn('tsx', args, { stdio: ['ignore', 'pipe', 'inherit'] });
const api = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const m = /API (http:\/\/\S+) \(ready in (\d+) ms\)/.exec(out);
    if (m) resolve(m[1] as string);
  });
  child.once('exit', (code) => reject(new Error(`sandbox exited ${code}`)));
});
const spawnToReady = performance.now() - started;

try {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const login = await (
    await post('/auth/login', { email: 'manager@acme.test', password: 'Sandbox#2026' })
  ).json();
  const token = (login as { data: { token: { access_token: string } } }).data.token.access_token;
  const auth = { Authorization: `Bearer ${token}` };
  const accounts = (await (
    await fetch(`${api}/manager/bank-accounts`, { headers: auth })
  ).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const id = (name: string) => accounts.data.find((a) => a.name === name)?.id as number;
  const eur = id('Acme EUR main');
  const eurFm = id('Acme EUR free market');

  // Grand total at a steady 200 requests per second.
  const seconds = Number(values.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const gtUrl = `${api}/manager/transactions/grand-total?amount=100&bank_account_id=${eur}&transfer_service=sepa`;
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < 200 * seconds; i++) {
    const due = t0 + i * 5;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const s = performance.now();
    pending.push(
      fetch(gtUrl, { headers: auth }).then(async (r) => {
        await r.arrayBuffer();
        if (r.status !== 200) errors++;
        latencies.push(performance.now() - s);
      }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] as number;

  // Create throughput: 1-cent transfers back and forth, a fixed number of workers.
  const creates = Number(values.creates);
  let next = 0;
  let created = 0;
  let failed = 0;
  const c0 = performance.now();
  await Promise.all(
    Array.from({ length: Number(values.concurrency) }, async () => {
      while (next < creates) {
        const n = next++;
        const [from, to] = n % 2 ? [eurFm, eur] : [eur, eurFm];
        const r = await post(
          '/manager/transactions/transfer',
          {
            bank_account_id: from,
            to_account_id: to,
            amount: '0.01',
            bypass_duplicate_check: true,
          },
          token,
        );
        await r.arrayBuffer();
        if (r.status === 201) created++;
        else failed++;
      }
    }),
  );
  const createSeconds = (performance.now() - c0) / 1000;

  const backend = values['database-url'] ? 'PostgreSQL' : 'PGlite';
  console.log(
    `P8 [${backend}] seeded start: spawn to ready ${spawnToReady.toFixed(0)} ms (includes tsx start-up)`,
  );
  console.log(
    `P8 [${backend}] grand-total at 200 req/s for ${seconds} s: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms, non-200 ${errors}`,
  );
  console.log(
    `P8 [${backend}] create throughput: ${created} transfers in ${createSeconds.toFixed(2)} s = ${(created / createSeconds).toFixed(0)} per s (${failed} failed, ${values.concurrency} workers)`,
  );
} finally {
  child.kill('SIGTERM');
}
