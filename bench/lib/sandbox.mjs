// Starts the built sandbox CLI on a free port with in-memory data, timing its seeded start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Resolves with { apiUrl, readyMs, stop } once the CLI prints its API line. */
export function startSandbox(root) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'packages/sandbox/dist/cli.js'), '--in-memory', '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // A crashed run must not leave its sandbox behind (an orphan keeps its port and memory).
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.removeListener('exit', orphanGuard));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /API (http\S+)/.exec(out);
      if (match) {
        resolve({
          apiUrl: match[1],
          readyMs: performance.now() - started,
          stop: () =>
            new Promise((r) => {
              if (child.exitCode !== null || child.signalCode !== null) return r();
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before it was ready`)));
  });
}
