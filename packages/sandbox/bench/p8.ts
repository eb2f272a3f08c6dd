// P8 bench: seeded start, grand-total latency at 200 req/s beside a bare Hono baseline under
// the same load, and create throughput, measured from this process against a sandbox
// running in a second process.
//
//   pnpm --filter @flexportal/sandbox bench                      (PGlite, in memory)
//   pnpm --filter @flexportal/sandbox bench -- --database-url postgres://...
//   pnpm --filter @flexportal/sandbox bench -- --postgres        (a throwaway PostgreSQL it
//                                            starts and stops: scripts/pg-cluster.sh)
//   pnpm --filter @flexportal/sandbox bench -- --json p8.json    (figures for bench/run.mjs)
//
// The sandbox runs from the BUILT CLI (dist/cli.js under plain node, as bench/run.mjs and
// users start it), so the start figure carries no tsx compile time; build first
// (`pnpm --filter @flexportal/sandbox build`). `--source` runs src/cli.ts through tsx.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startTestPostgres, type TestPostgres } from '../src/testing/postgres.js';
import { interleavedLoad, type LoadFigures } from './load.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    // Start a throwaway PostgreSQL cluster (as the .pg tests do), run on it, stop it.
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    creates: { type: 'string', default: '2000' },
    // The creates run in this many rounds, each followed by a baseline round.
    rounds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
    json: { type: 'string' },
    source: { type: 'boolean', default: false },
    // Another built cli.js (e.g. a build of an older commit, for a before/after figure).
    cli: { type: 'string' },
  },
  // `pnpm bench -- --json f` hands the `--` over too: drop it so the options parse.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
});
const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the files under `dir` (recursively). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Spawns a process and resolves with the first match of `ready` in its stdout. */
function startUntil(
  command: string,
  args: string[],
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(command, args, { cwd: pkg, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) resolve({ child, match });
    });
    child.once('exit', (code) => reject(new Error(`${command} ${args[0]} exited ${code}`)));
  });
}

let cluster: TestPostgres | undefined;
if (values.postgres && !values['database-url']) {
  try {
    cluster = await startTestPostgres();
  } catch (err) {
    // Not a crash: the figures say why PostgreSQL was not measured.
    const reason = `the PostgreSQL cluster did not start (${String((err as Error).message ?? err)
      .split('\n')
      .filter(Boolean)
      .slice(-1)[0]
      ?.slice(0, 160)})`;
    console.error(`P8 [PostgreSQL] not measured: ${reason}`);
    if (values.json)
      writeFileSync(
        values.json,
        `${JSON.stringify({ backend: 'PostgreSQL', error: reason }, null, 2)}\n`,
      );
    process.exit(0);
  }
}
const databaseUrl = values['database-url'] ?? cluster?.url;

/** What closed-loop runs give: successes, failures, wall time and each request's latency. */
interface ClosedLoop {
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
}

/**
 * A JSON POST on a keep-alive agent; resolves with the status once the body is read. The
 * throughput loops use node:http rather than fetch: the client shares the machine with the
 * server it measures, and fetch costs it about twice the CPU per request.
 */
function jsonPost(
  agent: Agent,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * Sends `count` requests from `workers` concurrent loops (each sends its next request when
 * the last one answered), numbered from `first`; a 2xx counts as done.
 */
async function closedLoop(
  first: number,
  count: number,
  workers: number,
  send: (n: number) => Promise<number>,
): Promise<ClosedLoop> {
  let next = 0;
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const n = first + next++;
        const s0 = performance.now();
        const status = await send(n);
        latencies.push(performance.now() - s0);
        if (status >= 200 && status < 300) ok++;
        else failed++;
      }
    }),
  );
  return { ok, failed, seconds: (performance.now() - t0) / 1000, latencies };
}

/** Totals of several closed-loop runs: per second over their summed time, percentiles. */
function totals(runs: readonly ClosedLoop[]) {
  const ok = runs.reduce((n, r) => n + r.ok, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN;
  return {
    ok,
    failed: runs.reduce((n, r) => n + r.failed, 0),
    seconds,
    perSecond: ok / seconds,
    p50: at(50),
    p99: at(99),
  };
}

const cliArgs = ['--port', '0', '--no-otp'];
cliArgs.push(...(databaseUrl ? ['--database-url', databaseUrl, '--reset'] : ['--in-memory']));
let command = process.execPath;
let args: string[];
if (values.source) {
  command = 'tsx';
  args = ['--conditions=@flexportal/source', join(pkg, 'src/cli.ts'), ...cliArgs];
} else if (values.cli) {
  args = [values.cli, ...cliArgs];
} else {
  const built = join(pkg, 'dist/cli.js');
  const srcTime = Math.max(newest(join(pkg, 'src')), newest(join(pkg, 'drizzle')));
  if (!existsSync(built)) {
    console.error(
      'P8: no dist/cli.js: run `pnpm --filter @flexportal/sandbox build` (or --source)',
    );
    process.exit(1);
  }
  // Not rebuilt here: bench/run.mjs builds first, and two builds at once clean each other's
  // dist. A stale build is measured but named.
  if (statSync(built).mtimeMs < srcTime) {
    console.warn('P8: dist/cli.js is older than src: figures are of the last build');
  }
  args = [built, ...cliArgs];
}

const backend = databaseUrl ? 'PostgreSQL' : 'PGlite';
const started = performance.now();
const sandbox = await startUntil(command, args, /API (http:\/\/\S+) \(ready in (\d+) ms\)/);
const startMs = performance.now() - started;
const api = sandbox.match[1] as string;
const baseline = await startUntil(
  process.execPath,
  [join(pkg, 'bench/baselineServer.mjs')],
  /baseline (http:\/\/\S+)/,
);

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

  // Baseline and grand total at the same steady rate, in alternating one-second slices:
  // the baseline shows what the machine, node's HTTP stack and this client cost right now.
  const rate = Number(values.rate);
  const seconds = Number(values.seconds);
  const [base, gt] = (await interleavedLoad(
    [
      { url: baseline.match[1] as string, headers: {} },
      {
        url: `${api}/manager/transactions/grand-total?amount=100&bank_account_id=${eur}&transfer_service=sepa`,
        headers: auth,
      },
    ],
    rate,
    seconds,
  )) as [LoadFigures, LoadFigures];

  // Create throughput: 1-cent transfers back and forth, a fixed number of workers, in
  // rounds alternating with as many JSON POSTs to the bare Hono route with the same workers
  // (the baseline: what node's HTTP stack, this client and the machine allow right now), so
  // both meet the same machine load when other work on it comes and goes.
  const creates = Number(values.creates);
  const concurrency = Number(values.concurrency);
  const rounds = Math.max(1, Number(values.rounds));
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const createRuns: ClosedLoop[] = [];
  const bareRuns: ClosedLoop[] = [];
  for (let round = 0, done = 0; round < rounds; round++) {
    const count = Math.round((creates * (round + 1)) / rounds) - done;
    createRuns.push(
      await closedLoop(done, count, concurrency, (n) => {
        const [from, to] = n % 2 ? [eurFm, eur] : [eur, eurFm];
        return jsonPost(
          agent,
          `${api}/manager/transactions/transfer`,
          {
            bank_account_id: from,
            to_account_id: to,
            amount: '0.01',
            bypass_duplicate_check: true,
          },
          auth,
        );
      }),
    );
    bareRuns.push(
      await closedLoop(done, count, concurrency, (n) =>
        jsonPost(agent, baseline.match[1] as string, { n, amount: '0.01' }),
      ),
    );
    done += count;
  }
  agent.destroy();
  const create = totals(createRuns);
  const bare = totals(bareRuns);
  const created = create.ok;
  const failed = create.failed;
  const createSeconds = create.seconds;
  const perSecond = create.perSecond;

  const ms = (n: number) => n.toFixed(1);
  const how = values.source
    ? 'src/cli.ts through tsx'
    : `built ${values.cli ?? 'dist/cli.js'}, node`;
  console.log(`P8 [${backend}] seeded start: spawn to ready ${startMs.toFixed(0)} ms (${how})`);
  console.log(
    `P8 [${backend}] grand-total at ${rate} req/s for ${seconds} s: p50 ${ms(gt.p50)} ms, p99 ${ms(gt.p99)} ms, max ${ms(gt.max)} ms, non-200 ${gt.non200} | baseline (bare Hono GET, same load, interleaved): p50 ${ms(base.p50)} ms, p99 ${ms(base.p99)} ms, max ${ms(base.max)} ms`,
  );
  console.log(
    `P8 [${backend}] create throughput: ${created} transfers in ${createSeconds.toFixed(2)} s = ${perSecond.toFixed(0)} per s (${failed} failed, ${concurrency} workers; latency p50 ${ms(create.p50)} ms, p99 ${ms(create.p99)} ms) | baseline (bare Hono JSON POST, same workers, ${rounds} rounds alternating): ${bare.perSecond.toFixed(0)} per s, p99 ${ms(bare.p99)} ms`,
  );
  if (values.json) {
    const round = (n: number) => Math.round(n * 100) / 100;
    const figures = {
      backend,
      startMs: Math.round(startMs),
      baseline: { p50: round(base.p50), p99: round(base.p99) },
      grandTotal: {
        rate,
        seconds,
        p50: round(gt.p50),
        p99: round(gt.p99),
        max: round(gt.max),
        non200: gt.non200,
      },
      create: {
        count: created,
        seconds: round(createSeconds),
        perSecond: round(perSecond),
        failed,
        concurrency,
        rounds,
        p50: round(create.p50),
        p99: round(create.p99),
      },
      createBaseline: {
        perSecond: round(bare.perSecond),
        p99: round(bare.p99),
        failed: bare.failed,
      },
    };
    writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
  }
} finally {
  const exited = new Promise((resolve) => sandbox.child.once('exit', resolve));
  sandbox.child.kill('SIGTERM');
  baseline.child.kill('SIGTERM');
  if (cluster) {
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await cluster.stop();
  }
}
