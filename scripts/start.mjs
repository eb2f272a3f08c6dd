// `npm start`: install, start the sandbox API and the portal from source, print the URLs and
// demo logins, then build the libraries the script-tag example serves and start it; stop
// everything on Ctrl-C. A newcomer waits for the install only (issue 41: the address used to
// come after every bundle was built, 305 s on a fresh clone).
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

const began = Date.now();
const seconds = () => `${Math.round((Date.now() - began) / 1000)} s`;
const pn = ensurePnpm();
if ((await pnpm(pn, ['install'])) !== 0) process.exit(1);
console.log(`> installed after ${seconds()}`);

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
      // Source, like the portal's dev server: nothing to build before the first page.
      '--conditions=@flexportal/source',
      '--import',
      'tsx',
      'packages/sandbox/src/cli.ts',
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
} catch (error) {
  console.error(String(error));
  stop(1);
}

const { tsImport } = await import('tsx/esm/api');
const { DEMO_LOGINS, DEMO_PASSWORD } = await tsImport(
  '../packages/sandbox/src/db/demoLogins.ts',
  import.meta.url,
);
const logins = DEMO_LOGINS.map((l) => `  ${l.email.padEnd(24)}${l.description}`).join('\n');
console.log(`
Flexportal is running (ready after ${seconds()}). Ctrl-C stops everything.

  Portal           http://127.0.0.1:${portalPort}/
  Sandbox API      http://127.0.0.1:${sandboxPort}/api/v2   (OpenAPI: /api/v2/openapi.json)
  Partner example  http://127.0.0.1:${examplePort}/          (script-tag embedding: building, see below)

Demo logins (password ${DEMO_PASSWORD} for all):
${logins}
`);

// The script-tag example serves the built CDN bundles: build them now, while the portal is
// already usable, and start the example when they exist.
console.log('> building the libraries for the partner example (the portal is already up)');
const built = await new Promise((resolve) => {
  // Own process group and listed with the servers, so Ctrl-C or SIGTERM stops the build too.
  const child = spawn(pn[0], [...pn.slice(1), '-r', '--filter', './packages/**', 'build'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  children.push(child);
  // One line per package started and finished is the progress; the bundlers' own chatter stays out.
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^(\S+) build(\$|: Done|: Failed)/.exec(line);
      if (m)
        console.log(
          `[build] ${m[1]} ${m[2] === '$' ? 'building' : m[2].slice(2).toLowerCase()} (${seconds()})`,
        );
    }
  });
  child.on('exit', (code) => resolve(code ?? 1));
  child.on('error', () => resolve(127));
});
if (stopping) process.exit(0);
if (built !== 0) {
  console.error('> the libraries did not build; the portal and the API keep running');
} else {
  try {
    await start('example', process.execPath, ['examples/script-tag/serve.mjs'], /example/);
    console.log(`
  Partner example  http://127.0.0.1:${examplePort}/   (ready after ${seconds()})
`);
  } catch (error) {
    console.error(String(error));
  }
}
