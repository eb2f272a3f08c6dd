// P4: JavaScript a cold visit of a portal route loads (gzip -9 of every .js fetched).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves the built portal (vite preview) against a sandbox; resolves once it answers.
 * Refuses a port something already answers on: the figures would be another server's.
 */
export async function startPortal(root, sandboxPort, port = 15273) {
  const origin = `http://127.0.0.1:${port}`;
  const busy = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`bench: ${origin} is already in use (a server left by another run?)`);
  const child = spawn('pnpm', ['--filter', '@flexportal/portal', 'exec', 'vite', 'preview'], {
    cwd: root,
    env: { ...process.env, PORTAL_PORT: String(port), SANDBOX_PORT: String(sandboxPort) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {} // already gone
  };
  // A crashed run must not leave the portal behind holding the port.
  process.once('exit', stop);
  let ready = false;
  for (let i = 0; i < 100 && !ready; i++) {
    ready = await fetch(origin).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  if (!ready) {
    stop();
    throw new Error(`bench: the portal did not answer on ${origin}`);
  }
  return {
    origin,
    stop: () => {
      process.removeListener('exit', stop);
      stop();
    },
  };
}

/** gz KB of the JS a cold visit to `path` loads; `before` may sign in first (not counted). */
export async function routeJs(browser, root, origin, path, before) {
  let context = await browser.newContext();
  if (before) {
    // Sign in in one context, then carry only its storage (the session) into a new one,
    // so the measured visit starts with a cold HTTP cache.
    const signInPage = await context.newPage();
    await before(signInPage, origin);
    const storageState = await context.storageState();
    await context.close();
    context = await browser.newContext({ storageState });
  }
  const page = await context.newPage();
  const files = new Set();
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  const dist = join(root, 'portal/dist');
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: files.size };
}
