// `npm start`'s order and lines without installing or serving anything (issue 41): the
// portal's address and the time come before any build; the build is only what the example
// page serves; a failed build leaves the portal running.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildProgress,
  EXAMPLE_BUILD_ARGS,
  PORTAL_ARGS,
  readyBanner,
  type StartIo,
  sandboxArgs,
  startEnv,
  startPorts,
  startSequence,
} from '../../scripts/startPlan.mjs';

const repo = join(import.meta.dirname, '../..');
const ports = startPorts({});
const LOGINS = [{ email: 'reader@acme.test', description: 'manager-reader, Acme Ltd' }];

/** A run whose steps record themselves; each step advances a fake clock by its seconds. */
function fakeRun(options: { install?: number; build?: number; stopDuringBuild?: boolean } = {}) {
  const log: string[] = [];
  let clock = 1_000_000;
  let stopping = false;
  let beat: (() => void) | undefined;
  const io: StartIo = {
    ports,
    began: clock,
    now: () => clock,
    print: (text) => log.push(`print ${text}`),
    error: (text) => log.push(`error ${text}`),
    stopping: () => stopping,
    install: async () => {
      clock += 15_000;
      log.push('install');
      return options.install ?? 0;
    },
    serve: async () => {
      clock += 7_000;
      log.push('serve');
    },
    logins: async () => ({ logins: LOGINS, password: 'Sandbox#2026' }),
    build: async (onLine) => {
      log.push('build');
      onLine('Scope: 3 of 11 workspace projects');
      onLine('packages/core build$ tsup');
      onLine('packages/core build: ESM Build success in 120ms');
      clock += 60_000;
      beat?.();
      onLine(options.build ? 'packages/core build: error TS2304' : 'packages/core build: Done');
      if (options.stopDuringBuild) stopping = true;
      return options.build ?? 0;
    },
    every: (ms, fn) => {
      expect(ms).toBe(60_000);
      beat = fn;
      return () => {
        beat = undefined;
        log.push('beat stopped');
      };
    },
    serveExample: async () => {
      clock += 1_000;
      log.push('example');
    },
  };
  return { io, log };
}

describe('npm start (scripts/startPlan.mjs)', () => {
  it('prints the address with its time before building anything, then serves the example', async () => {
    const { io, log } = fakeRun();
    expect(await startSequence(io)).toBeUndefined();
    const steps = log.map((l) => (l.startsWith('print') ? l.split('\n')[0] : l));
    const banner = log.findIndex((l) => l.includes('http://127.0.0.1:5173/'));
    expect(log.indexOf('install')).toBeLessThan(log.indexOf('serve'));
    expect(log.indexOf('serve')).toBeLessThan(banner);
    expect(banner).toBeLessThan(log.indexOf('build'));
    expect(log.indexOf('build')).toBeLessThan(log.indexOf('example'));
    expect(log[banner]).toContain('ready in 22 s (install 15 s)');
    expect(log[banner]).toContain('reader@acme.test');
    expect(log[banner]).toContain('password Sandbox#2026');
    expect(steps).toContain('print > installed in 15 s');
    expect(log.some((l) => l.includes('ESM Build success'))).toBe(false);
    // Progress: one line per package started and finished, none of the bundlers' chatter.
    expect(log.filter((l) => l.startsWith('print [build]'))).toEqual([
      'print [build] packages/core building (22 s)',
      'print [build] packages/core still building (82 s)',
      'print [build] packages/core done (82 s)',
    ]);
    expect(log.indexOf('beat stopped')).toBeGreaterThan(log.indexOf('build'));
    expect(log.indexOf('beat stopped')).toBeLessThan(log.indexOf('example'));
    expect(log.at(-1)).toContain('Partner example  http://127.0.0.1:5180/   (ready in 83 s)');
  });

  it('stops at a failed install, before serving', async () => {
    const { io, log } = fakeRun({ install: 1 });
    expect(await startSequence(io)).toBe(1);
    expect(log).toEqual(['install']);
  });

  it('keeps the portal and the API when the build fails, without the example', async () => {
    const { io, log } = fakeRun({ build: 1 });
    expect(await startSequence(io)).toBeUndefined();
    expect(log).not.toContain('example');
    // The bundlers' lines, hidden while it went well, say why.
    expect(log).toContain('error packages/core build: error TS2304');
    expect(log.at(-1)).toBe(
      'error > the libraries did not build; the portal and the API keep running',
    );
  });

  it('starts no example after Ctrl-C during the build', async () => {
    const { io, log } = fakeRun({ stopDuringBuild: true });
    expect(await startSequence(io)).toBe(0);
    expect(log).not.toContain('example');
  });

  it('builds only the example page and what it is built from, the servers run from source', () => {
    // The example's workspace dependencies, and theirs: all inside `<elements>...`.
    const deps = (dir: string) =>
      Object.keys(
        JSON.parse(readFileSync(join(repo, dir, 'package.json'), 'utf8')).dependencies ?? {},
      ).filter((d) => d.startsWith('@flexportal/'));
    expect(deps('examples/script-tag')).toEqual(['@flexportal/elements']);
    expect(EXAMPLE_BUILD_ARGS).toEqual([
      '-r',
      '--stream',
      '--filter',
      '@flexportal/elements...',
      'build',
    ]);
    expect(deps('packages/elements').sort()).toEqual(['@flexportal/core', '@flexportal/react']);
    const sandbox = sandboxArgs(ports, false);
    expect(sandbox.slice(0, 4)).toEqual([
      '--conditions=@flexportal/source',
      '--import',
      'tsx',
      'packages/sandbox/src/cli.ts',
    ]);
    expect(sandbox).toContain('--dev-tools');
    expect(sandboxArgs(ports, true).at(-1)).toBe('--reset');
    expect(PORTAL_ARGS).toEqual(['--filter', '@flexportal/portal', 'exec', 'vite']);
  });

  it('reads its ports from the environment', () => {
    expect(ports).toEqual({ sandbox: '8080', portal: '5173', example: '5180' });
    expect(startPorts({ SANDBOX_PORT: '9080', PORTAL_PORT: '6173', EXAMPLE_PORT: '6180' })).toEqual(
      { sandbox: '9080', portal: '6173', example: '6180' },
    );
    // The example page asks the sandbox and links the portal at the ports actually served.
    const moved = startPorts({ SANDBOX_PORT: '9080', PORTAL_PORT: '6173' });
    expect(startEnv({ HOME: '/h', API_BASE: 'http://elsewhere' }, moved)).toEqual({
      HOME: '/h',
      SANDBOX_PORT: '9080',
      PORTAL_PORT: '6173',
      EXAMPLE_PORT: '5180',
      API_BASE: 'http://127.0.0.1:9080/api/v2',
      PORTAL_URL: 'http://127.0.0.1:6173',
    });
    const serve = readFileSync(join(repo, 'examples/script-tag/serve.mjs'), 'utf8');
    expect(serve).toContain('process.env.API_BASE');
    expect(serve).toContain('process.env.PORTAL_URL');
    const text = readyBanner({
      ports: startPorts({ PORTAL_PORT: '6173' }),
      ready: '9 s',
      installed: '4 s',
      logins: LOGINS,
      password: 'x',
    });
    expect(text).toContain('Portal           http://127.0.0.1:6173/');
  });

  it('parses pnpm -r build lines', () => {
    expect(buildProgress('packages/react build: Failed')).toEqual({
      pkg: 'packages/react',
      state: 'failed',
    });
    expect(buildProgress('packages/react build$ rm -rf dist && tsup')?.state).toBe('building');
    expect(buildProgress('packages/react build: src/index.ts 2 KB')).toBeUndefined();
  });

  it('README opens with exactly the two commands', () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const first = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(
      first
        .trim()
        .split('\n')
        .map((l) => (l.split(/\s+#/)[0] ?? '').trim()),
    ).toEqual(['npm start', 'npm test']);
  });
});
