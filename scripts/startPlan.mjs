// The pure parts of `npm start` (scripts/start.mjs): the order of its steps, the commands it
// runs and the lines it prints, kept apart so tests/unit/startPlan.test.ts can check them
// without installing or serving anything (issue 41: the address comes before any build).

/** The ports `npm start` serves on, each overridable by its environment variable. */
export function startPorts(env) {
  return {
    sandbox: env.SANDBOX_PORT ?? '8080',
    portal: env.PORTAL_PORT ?? '5173',
    example: env.EXAMPLE_PORT ?? '5180',
  };
}

/**
 * The environment of every process `npm start` runs: the ports, and the example page's API
 * and portal at those ports (examples/script-tag/serve.mjs defaults to 8080 and 5173, so with
 * SANDBOX_PORT moved its page asked a sandbox that was not there).
 */
export function startEnv(env, ports) {
  return {
    ...env,
    SANDBOX_PORT: ports.sandbox,
    PORTAL_PORT: ports.portal,
    EXAMPLE_PORT: ports.example,
    API_BASE: `http://127.0.0.1:${ports.sandbox}/api/v2`,
    PORTAL_URL: `http://127.0.0.1:${ports.portal}`,
  };
}

/** How the sandbox starts: from source (nothing built first), data kept, developer tools on. */
export function sandboxArgs(ports, reset) {
  return [
    '--conditions=@flexportal/source',
    '--import',
    'tsx',
    'packages/sandbox/src/cli.ts',
    '--port',
    ports.sandbox,
    '--data-dir',
    '.sandbox-data',
    // The dev mailbox and current codes the demo relies on (loopback callers only).
    '--dev-tools',
    // Links the API hands out (to-legacy) open in the portal, which forwards /api here.
    '--public-url',
    `http://127.0.0.1:${ports.portal}`,
    ...(reset ? ['--reset'] : []),
  ];
}

/** The portal's Vite dev server on source (React StrictMode), as pnpm arguments. */
export const PORTAL_ARGS = ['--filter', '@flexportal/portal', 'exec', 'vite'];

/**
 * What the partner example page serves, as pnpm arguments: the elements' built files and the
 * packages they are built from (core, react), in dependency order. Not the sandbox's build nor
 * the other examples: the servers run from source.
 */
export const EXAMPLE_BUILD_ARGS = [
  '-r',
  // Prefixed lines ("packages/core build$ ..."), which buildProgress reads: without it pnpm
  // hands a chain of one package at a time its own stdio, unprefixed.
  '--stream',
  '--filter',
  '@flexportal/elements...',
  'build',
];

/**
 * The package and its state in one line of `pnpm -r build`'s output ("packages/core
 * build$ tsup" starts a package, "packages/core build: Done" ends it), or undefined for the
 * bundlers' own chatter, which stays out of the log.
 */
export function buildProgress(line) {
  const m = /^(\S+) build(\$|: Done|: Failed)/.exec(line);
  if (!m) return undefined;
  return { pkg: m[1], state: m[2] === '$' ? 'building' : m[2].slice(2).toLowerCase() };
}

/** How often a package still building says so (react's types take minutes on two cores). */
const BUILD_BEAT_MS = 60_000;

/** How many of the build's last lines a failed build prints. */
const BUILD_TAIL = 40;

/** Whole seconds between two clock readings in milliseconds, as the log prints them. */
function secondsBetween(from, to) {
  return `${Math.round((to - from) / 1000)} s`;
}

/**
 * What `npm start` prints once the sandbox and the portal answer: the addresses, the time it
 * took (and the install's share), and the demo logins.
 */
export function readyBanner({ ports, ready, installed, logins, password }) {
  const lines = logins.map((l) => `  ${l.email.padEnd(24)}${l.description}`).join('\n');
  return `
Flexportal is running: ready in ${ready} (install ${installed}). Ctrl-C stops everything.

  Portal           http://127.0.0.1:${ports.portal}/
  Sandbox API      http://127.0.0.1:${ports.sandbox}/api/v2   (OpenAPI: /api/v2/openapi.json)
  Partner example  http://127.0.0.1:${ports.example}/          (script-tag embedding: building, see below)

Demo logins (password ${password} for all):
${lines}
`;
}

/** The line that says the partner example page is ready. */
function exampleReadyLine(ports, elapsed) {
  return `
  Partner example  http://127.0.0.1:${ports.example}/   (ready in ${elapsed})
`;
}

/**
 * Runs `npm start`'s steps in their order: install, serve the sandbox and the portal from
 * source, print the address, then build what the example page serves and start it. Stops at
 * a failed install or server; a failed build keeps the portal and the API running. The steps
 * are given (`io`), so the order is tested apart from processes; `io.began` is when the
 * command started (installing pnpm itself counts).
 * Resolves with the exit code (undefined: the servers keep running).
 */
export async function startSequence(io) {
  const began = io.began;
  const elapsed = () => secondsBetween(began, io.now());
  if ((await io.install()) !== 0) return 1;
  const installed = elapsed();
  io.print(`> installed in ${installed}`);
  try {
    await io.serve();
  } catch (error) {
    io.error(String(error));
    return 1;
  }
  const { logins, password } = await io.logins();
  io.print(readyBanner({ ports: io.ports, ready: elapsed(), installed, logins, password }));
  io.print('> building the libraries for the partner example (the portal is already up)');
  // The bundlers' own lines stay out of the log unless the build fails: then its last ones say why.
  const tail = [];
  const running = new Set();
  const stopBeat = io.every(BUILD_BEAT_MS, () => {
    if (running.size) io.print(`[build] ${[...running].join(', ')} still building (${elapsed()})`);
  });
  const built = await io.build((line) => {
    const progress = buildProgress(line);
    if (progress) {
      if (progress.state === 'building') running.add(progress.pkg);
      else running.delete(progress.pkg);
      io.print(`[build] ${progress.pkg} ${progress.state} (${elapsed()})`);
    } else if (line.trim()) {
      tail.push(line);
      if (tail.length > BUILD_TAIL) tail.shift();
    }
  });
  stopBeat();
  if (io.stopping()) return 0;
  if (built !== 0) {
    for (const line of tail) io.error(line);
    io.error('> the libraries did not build; the portal and the API keep running');
    return undefined;
  }
  try {
    await io.serveExample();
    io.print(exampleReadyLine(io.ports, elapsed()));
  } catch (error) {
    io.error(String(error));
  }
  return undefined;
}
