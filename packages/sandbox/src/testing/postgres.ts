import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app.js';
import { type Harness, harness } from './harness.js';

const run = promisify(execFile);
const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/pg-cluster.sh');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL on 127.0.0.1, installed and started by scripts/pg-cluster.sh. */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'flexportal-pg-'));
  let url: string;
  let started = false;
  try {
    const port = await freePort();
    const { stdout } = await run('sh', [script, 'start', dir, String(port)], {
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    url = stdout.trim().split('\n').pop() as string;
    started = true;
  } finally {
    // The folder lives as long as the cluster; a cluster that did not start leaves none.
    if (!started) rmSync(dir, { recursive: true, force: true });
  }
  // If the run is cut short, still stop the cluster when this process exits.
  const onExit = () => {
    try {
      execFileSync('sh', [script, 'stop', dir], { stdio: 'ignore' });
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  return {
    url,
    async stop() {
      process.removeListener('exit', onExit);
      await run('sh', [script, 'stop', dir]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A harness over a throwaway PostgreSQL for one test file, as `sandboxSuite` is for PGlite:
 * the cluster starts in `beforeAll` (up to 10 minutes: the first run may install PostgreSQL)
 * and stops in `afterAll`. `h` is filled in place, so it can be destructured at once.
 */
export function postgresSuite(app: AppOptions = {}): { h: Harness } {
  const h = {} as Harness;
  let pg: TestPostgres | undefined;
  beforeAll(async () => {
    pg = await startTestPostgres();
    Object.assign(h, await harness(app, { databaseUrl: pg.url }));
  }, 600_000);
  afterAll(async () => {
    await h.close?.();
    await pg?.stop();
  });
  return { h };
}
