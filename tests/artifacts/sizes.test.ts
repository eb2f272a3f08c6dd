// Size gates on the built files (run after `pnpm -r build`): every script-tag screen and
// published entry within its gzip budget of bench/budgets.json. Prints every figure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CdnManifest, filesFor } from '../../packages/elements/src/cdn/manifest.js';

const root = join(import.meta.dirname, '../..');
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as {
  cdnScreens: Record<string, number>;
  cdnRuntime: number;
  reactCdnScreens: Record<string, number>;
  twoScreensRatio: number;
  entries: Record<string, number>;
};
const gzKB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

function screenSizes(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as CdnManifest;
  const sizeOf = (files: Iterable<string>) =>
    [...new Set(files)].reduce((sum, f) => sum + gzKB(join(dir, f)), 0);
  const filesOf = (tag: string) => [
    'flexportal.js',
    ...filesFor(manifest, manifest.runtime),
    ...filesFor(manifest, manifest.screens[tag] ?? ''),
  ];
  return { manifest, sizeOf, filesOf };
}

for (const [label, dir, table] of [
  ['preact build', 'packages/elements/dist/cdn', budgets.cdnScreens],
  ['react-dom build', 'packages/elements/dist/cdn/react', budgets.reactCdnScreens],
] as const) {
  describe(`script-tag screens, ${label} (P1)`, () => {
    const path = join(root, dir);
    it('is built', () => expect(existsSync(join(path, 'manifest.json'))).toBe(true));
    if (!existsSync(join(path, 'manifest.json'))) return;
    const { manifest, sizeOf, filesOf } = screenSizes(path);
    for (const tag of Object.keys(manifest.screens)) {
      const budget = table[tag] ?? table.default ?? 0;
      it(`<${tag}> fits ${budget} KB gz`, () => {
        const size = sizeOf(filesOf(tag));
        console.log(`size ${label} <${tag}>: ${size.toFixed(1)} KB gz (budget ${budget})`);
        expect(size).toBeLessThanOrEqual(budget);
      });
    }
    const tags = Object.keys(manifest.screens);
    if (tags.length >= 2) {
      // Against the larger screen alone: a second screen may add only its own code, never a
      // second runtime (a tiny screen beside a large one cannot be the yardstick).
      it(`two screens on one page cost at most ${budgets.twoScreensRatio} x one (P3)`, () => {
        for (const a of tags) {
          for (const b of tags) {
            if (a === b) continue;
            const one = Math.max(sizeOf(filesOf(a)), sizeOf(filesOf(b)));
            const two = sizeOf([...filesOf(a), ...filesOf(b)]);
            expect(two / one, `${a} + ${b}`).toBeLessThanOrEqual(budgets.twoScreensRatio);
          }
        }
      });
    }
  });
}

describe('script-tag runtime', () => {
  const runtime = join(root, 'packages/elements/dist/cdn/runtime.js');
  it(`the preact runtime fits ${budgets.cdnRuntime} KB gz`, () => {
    const size = gzKB(runtime);
    console.log(`size preact runtime.js: ${size.toFixed(1)} KB gz (budget ${budgets.cdnRuntime})`);
    expect(size).toBeLessThanOrEqual(budgets.cdnRuntime);
  });
});

describe('published entries', () => {
  for (const [file, budget] of Object.entries(budgets.entries)) {
    it(`${file} fits ${budget} KB gz`, () => {
      const size = gzKB(join(root, file));
      console.log(`size ${file}: ${size.toFixed(1)} KB gz (budget ${budget})`);
      expect(size).toBeLessThanOrEqual(budget);
    });
  }
});
