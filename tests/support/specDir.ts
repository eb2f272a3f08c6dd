import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is `tests/support/specDir.ts`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The repository's copy of the spec files the tests read (`docs/spec/`): a clean checkout
 * elsewhere (CI's) has no `shared/` beside it, and a test must not depend on one.
 */
export const SPEC_COPY_DIR = join(REPO_ROOT, 'docs', 'spec');

/**
 * The team's specification folder beside the checkout, when there is one:
 * `FLEXPORTAL_SPEC_DIR`, else the first `shared/spec` beside the checkout or one of its
 * parents (`../shared` from the main checkout, `../../shared` from a worktree under `wt/`).
 */
export function sharedSpecDir(): string | undefined {
  const env = process.env.FLEXPORTAL_SPEC_DIR;
  const candidates = env ? [env] : [];
  for (let dir = REPO_ROOT, i = 0; i < 4; i++, dir = dirname(dir)) {
    candidates.push(join(dirname(dir), 'shared', 'spec'));
  }
  return candidates.find((dir) => existsSync(join(dir, 'rules.md')));
}

/**
 * The folder of the specification (`rules.md`, `api-calls.md`): the shared one when it is
 * beside the checkout, else the repository's copy (`specCopy.test.ts` fails when the copy
 * differs from a shared one it can see).
 */
export function specDir(): string {
  return sharedSpecDir() ?? SPEC_COPY_DIR;
}
