// `npm start`: install, build the libraries, start the sandbox API and the portal (plus the
// script-tag example), print the URLs and demo logins, stop everything on Ctrl-C.
// `npm start -- --reset` reseeds the sandbox. Ports: SANDBOX_PORT (8080), PORTAL_PORT
// (5173), EXAMPLE_PORT (5180).
import { spawn } from 'node:child_process';
import { ensurePnpm, pnpm } from './lib.mjs';

const reset = process.argv.includes('--reset');
const sandboxPort = process.env.SANDBOX_PORT ?? '8080';
const portalPort = process.env.PORTAL_PORT ?? '5173';
const examplePort = process.env.EXAMPLE_PORT ?? '5180';
const env = {
  ...process.env,
  SANDBOX_PORT: sandboxPort,
  PORTAL_PORT: portalPort,
  EXAMPLE_PORT: examplePort,
};

const pn = ensurePnpm();
if ((await pnpm(pn, ['install'])) !== 0) process.exit(1);
// The portal's dev server runs on source; the sandbox CLI and the script-tag bundles run built.
if ((await pnpm(pn, ['-r', '--filter', './packages/**', 'build'])) !== 0) process.exit(1);

const children = [];
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
    child.on('exit', (code) => {
      if (!done) reject(new Error(`${name} exited with code ${code} before it was ready`));
      else if (!stopping) {
        console.error(`[${name}] stopped (code ${code}); shutting down`);
        stop(1);
      }
    });
  });
}

let stopping = false;
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

try {
  await start(
    'sandbox',
    process.execPath,
    [
      'packages/sandbox/dist/cli.js',
      '--port',
      sandboxPort,
      '--data-dir',
      '.sandbox-data',
      // The dev mailbox and current codes the demo relies on (loopback callers only).
      '--dev-tools',
      // Links the API hands out (to-legacy) open in the portal, which forwards /api here.
      '--public-url',
      `http://127.0.0.1:${portalPort}`,
      ...(reset ? ['--reset'] : []),
    ],
    /API http/,
  );
  await start(
    'portal',
    pn[0],
    [...pn.slice(1), '--filter', '@flexportal/portal', 'exec', 'vite'],
    /Local:|ready in/i,
  );
  await start('example', process.execPath, ['examples/script-tag/serve.mjs'], /example/);
} catch (error) {
  console.error(String(error));
  stop(1);
}

const { DEMO_LOGINS, DEMO_PASSWORD } = await import('../packages/sandbox/dist/index.js');
const logins = DEMO_LOGINS.map((l) => `  ${l.email.padEnd(24)}${l.description}`).join('\n');
console.log(`
Flexportal is running. Ctrl-C stops everything.

  Portal           http://127.0.0.1:${portalPort}/
  Sandbox API      http://127.0.0.1:${sandboxPort}/api/v2   (OpenAPI: /api/v2/openapi.json)
  Partner example  http://127.0.0.1:${examplePort}/          (script-tag embedding)

Demo logins (password ${DEMO_PASSWORD} for all):
${logins}
`);
