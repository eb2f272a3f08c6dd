// Shared helpers of the two README commands: find or install pnpm, run steps.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

/** The pnpm release this repository is tested with (see ../shared/guides/toolchain.md). */
const PNPM_VERSION = '12.21.0';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function pnpmWorks() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0];
}

/**
 * Returns how to call pnpm: the one on PATH when it is the right major, else a global
 * install by npm (corepack fails on this kind of machine), else npx as a last resort.
 */
export function ensurePnpm() {
  if (pnpmWorks()) return ['pnpm'];
  console.log(`> installing pnpm@${PNPM_VERSION} with npm`);
  const r = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status === 0 && pnpmWorks()) return ['pnpm'];
  console.log('> global install not possible; using npx');
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs pnpm with arguments; resolves with the exit code. */
export function pnpm(pnpmCmd, args, options) {
  const [cmd, ...pre] = pnpmCmd;
  return run(cmd, [...pre, ...args], options);
}

/** Installs Debian's Chromium when it is missing (browser tests need /usr/bin/chromium). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return 0;
  console.log('> installing Debian chromium (browser tests)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    sudo.length
      ? run('sudo', ['apt-get', ...args])
      : run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if ((await apt(['update'])) !== 0) return 1;
  return apt(['install', '-y', 'chromium']);
}
