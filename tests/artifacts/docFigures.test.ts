// The sizes and bucket counts docs/embedding.md quotes must be what scripts/docFigures.mjs
// computes from the build. Run as a CLI, as in CI: its compare mode exits 1 naming the stale
// files. After an intended change: `pnpm -r build && node scripts/docFigures.mjs --write`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

it("the docs' figures are the build's", () => {
  const run = spawnSync(process.execPath, ['scripts/docFigures.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, `${output}\nrun \`node scripts/docFigures.mjs --write\``).toBe(0);
});
