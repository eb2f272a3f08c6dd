// P4: JavaScript a cold visit of a portal route loads (gzip -9 of every .js fetched).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Serves the built portal (vite preview) against a sandbox; resolves once it answers. */
export async function startPortal(root, sandboxPort, port = 15273) {
  const child = spawn('pnpm', ['--filter', '@flexportal/portal', 'exec', 'vite', 'preview'], {
    cwd: root,
    env: { ...process.env, PORTAL_PORT: String(port), SANDBOX_PORT: String(sandboxPort) },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') };
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
