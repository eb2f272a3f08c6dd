// The widget reference (docs/widgets) must match what scripts/widgetDocs.mjs generates from
// the built custom-elements.json and the React JSDoc. The script is run as a CLI, as in CI:
// its compare mode exits 1 listing the stale files. After an intended change:
// `pnpm -r build && node scripts/widgetDocs.mjs --write`, and commit the diff.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

// Type-checking the screens takes a few seconds: more than the default 5 s on a slow runner.
it('docs/widgets matches custom-elements.json and the JSDoc', () => {
  const run = spawnSync(process.execPath, ['scripts/widgetDocs.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, `${output}\nrun \`node scripts/widgetDocs.mjs --write\``).toBe(0);
}, 30_000);
