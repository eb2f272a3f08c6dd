import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is `tests/support/specDir.ts`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folder of the specification (`rules.md`, `api-calls.md`): `FLEXPORTAL_SPEC_DIR`, else
 * the first `shared/spec` beside the checkout or one of its parents (`../shared` from the
 * main checkout, `../../shared` from a worktree under `wt/`). The spec lives outside the
 * repository; a test that needs it fails with where it looked rather than skipping.
 */
export function specDir(): string {
  const tried: string[] = [];
  const env = process.env.FLEXPORTAL_SPEC_DIR;
  const candidates = env ? [env] : [];
  for (let dir = REPO_ROOT, i = 0; i < 4; i++, dir = dirname(dir)) {
    candidates.push(join(dirname(dir), 'shared', 'spec'));
  }
  for (const dir of candidates) {
    if (existsSync(join(dir, 'rules.md'))) return dir;
    tried.push(dir);
  }
  throw new Error(`The spec folder (rules.md) was not found; tried: ${tried.join(', ')}`);
}
