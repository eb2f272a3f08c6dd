// `npm start`: install, start the sandbox API and the portal from source, print the URLs, the
// demo logins and the time it took, then build the libraries the script-tag example serves
// (one progress line per package) and start it; stop everything on Ctrl-C. A newcomer waits
// for the install only (issue 41: the address used to come after every bundle was built,
// 305 s on a fresh clone). The order and the printed lines are scripts/startPlan.mjs's.
// `npm start -- --reset` reseeds the sandbox. Ports: SANDBOX_PORT (8080), PORTAL_PORT
// (5173), EXAMPLE_PORT (5180).
import { spawn } from 'node:child_process';
import { ensurePnpm, pnpm } from './lib.mjs';
import {
  EXAMPLE_BUILD_ARGS,
  PORTAL_ARGS,
  sandboxArgs,
  startEnv,
  startPorts,
  startSequence,
} from './startPlan.mjs';

const began = Date.now();
const reset = process.argv.includes('--reset');
const ports = startPorts(process.env);
const env = startEnv(process.env, ports);

const children = [];
let stopping = false;

/** Starts a server in its own process group; resolves when its output matches `ready`. */
function start(name, cmd, args, ready) {
  return new Promise((resolve, reject) => {
    // Own process group, so stopping reaches grandchildren too (pnpm exec -> vite).
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.push(child);
    let done = false;
    const onData = (chunk) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
      if (!done && ready.test(text)) {
        done = true;
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => {
      if (!done) reject(error);
    });
    child.on('exit', (code) => {
      if (!done) reject(new Error(`${name} exited with code ${code} before it was ready`));
      else if (!stopping) {
        console.error(`[${name}] stopped (code ${code}); shutting down`);
        stop(1);
      }
    });
  });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** The build in its own process group, listed with the servers: Ctrl-C stops it too. */
function build(pn, onLine) {
  return new Promise((resolve) => {
    const child = spawn(pn[0], [...pn.slice(1), ...EXAMPLE_BUILD_ARGS], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    children.push(child);
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

const pn = ensurePnpm();
const code = await startSequence({
  ports,
  began,
  now: () => Date.now(),
  print: (text) => console.log(text),
  error: (text) => console.error(text),
  stopping: () => stopping,
  install: () => pnpm(pn, ['install']),
  serve: async () => {
    await start('sandbox', process.execPath, sandboxArgs(ports, reset), /API http/);
    await start('portal', pn[0], [...pn.slice(1), ...PORTAL_ARGS], /Local:|ready in/i);
  },
  logins: async () => {
    // tsx is installed by now; the logins are the sandbox seed's own list.
    const { tsImport } = await import('tsx/esm/api');
    const { DEMO_LOGINS, DEMO_PASSWORD } = await tsImport(
      '../packages/sandbox/src/db/demoLogins.ts',
      import.meta.url,
    );
    return { logins: DEMO_LOGINS, password: DEMO_PASSWORD };
  },
  build: (onLine) => build(pn, onLine),
  every: (ms, beat) => {
    const timer = setInterval(beat, ms);
    return () => clearInterval(timer);
  },
  serveExample: () =>
    start('example', process.execPath, ['examples/script-tag/serve.mjs'], /example/),
});
if (code !== undefined) stop(code);
