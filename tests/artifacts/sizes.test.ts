// Size gates on the built files (run after `pnpm -r build`): every script-tag screen and
// published entry within its gzip budget of bench/budgets.json. Prints every figure.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzKB, screenSizes } from '../../bench/lib/screenSizes.mjs';
import { bucketOf, bucketPart } from '../../packages/elements/src/cdn/buckets.mjs';
import type { CdnManifest } from '../../packages/elements/src/cdn/manifest.js';

const root = join(import.meta.dirname, '../..');
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as {
  cdnScreens: Record<string, number>;
  cdnRuntime: number;
  reactCdnScreens: Record<string, number>;
  twoScreensRatio: number;
  loader: number;
  frame: number;
  entries: Record<string, number>;
};
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
    it(`the loader fits ${budgets.loader} KB gz, and carries nothing per screen`, () => {
      const loader = readFileSync(join(path, 'flexportal.js'), 'utf8');
      const size = gzKB(join(path, 'flexportal.js'));
      console.log(
        `size ${label} flexportal.js: ${size.toFixed(2)} KB gz (budget ${budgets.loader})`,
      );
      expect(size).toBeLessThanOrEqual(budgets.loader);
      // Each screen's tag, files and hashes are in its manifest bucket, which the loader pins
      // by one hash of a fixed number: forty more screens leave the loader as it is.
      for (const [tag, file] of Object.entries(manifest.screens)) {
        expect(loader).not.toContain(tag);
        expect(loader).not.toContain(file);
        expect(loader).not.toContain(manifest.integrity[file]);
      }
    });
    it(`a framed element costs the loader + at most ${budgets.frame} KB gz, no React`, () => {
      const frame = readFileSync(join(path, 'frame.js'), 'utf8');
      const size = gzKB(join(path, 'frame.js'));
      const loader = gzKB(join(path, 'flexportal.js'));
      console.log(
        `size ${label} frame mode: flexportal.js + frame.js = ${(loader + size).toFixed(2)} KB gz (frame.js ${size.toFixed(2)}, budget ${budgets.frame})`,
      );
      expect(size).toBeLessThanOrEqual(budgets.frame);
      // One file: it imports nothing (no runtime chunk, no React, no client).
      expect(frame).not.toMatch(/(?<![\w-])import\s*\(|\bfrom\s*["']|(?<![\w-])import\s*["']/);
      const { sources } = JSON.parse(readFileSync(join(path, 'frame.js.map'), 'utf8')) as {
        sources: string[];
      };
      const heavy =
        /node_modules|packages\/core\/|packages\/react\/src\/(?!registry\/|widgets\/.+\.element\.ts$|ui\/styles\/tokens\.ts$)/;
      expect(sources.filter((source) => heavy.test(source))).toEqual([]);
    });
    it('at 48 screens: the loader as it is, a withdrawal page within its budget (projection)', () => {
      // Builds nothing: adds forty synthetic screens to this manifest, each costing a bucket
      // what a real one does (a tag, an entry and a chunk of its own with their incompressible
      // sha384 hashes, plus the imports of the real screen it copies), and splits it as the
      // build does. The loader inlines one hash per bucket and none per screen (checked
      // above); today's empty buckets share one hash, which gzip then counts once, so the
      // loader at 48 screens is today's with each of those hashes made distinct. A page's
      // total grows only by its bucket: the withdrawal's total today, less its bucket today,
      // plus the largest bucket at 48 screens (whichever bucket the withdrawal lands in).
      const real = Object.entries(manifest.screens);
      const grown: CdnManifest = structuredClone(manifest);
      const hash = (file: string) => `sha384-${createHash('sha384').update(file).digest('base64')}`;
      for (let i = 0; Object.keys(grown.screens).length < 48; i++) {
        const [, like] = real[i % real.length] ?? ['', ''];
        const entry = `screens/synthetic-screen-${i}.js`;
        const own = `chunks/shared-synthetic${i}.js`;
        grown.screens[`flexportal-synthetic-screen-${i}`] = entry;
        grown.imports[entry] = [...(manifest.imports[like] ?? []), own];
        grown.imports[own] = [manifest.runtime];
        grown.integrity[entry] = hash(entry);
        grown.integrity[own] = hash(own);
      }
      const count = manifest.buckets.length;
      const gzOf = (value: unknown) =>
        gzipSync(`export default ${JSON.stringify(value)};\n`, { level: 9 }).length / 1024;
      const parts = manifest.buckets.map((_, n) => gzOf(bucketPart(grown, n, count)));
      const largest = Math.max(...parts);
      let text = readFileSync(join(path, 'flexportal.js'), 'utf8');
      // The loader pins its files by sha256 (sri.json publishes sha384).
      const pin = (content: Buffer | string) =>
        `sha256-${createHash('sha256').update(content).digest('base64')}`;
      for (const file of manifest.buckets) {
        const shared = pin(readFileSync(join(path, file)));
        expect(text, file).toContain(shared);
        // Every occurrence gets a hash of its own (the first bucket's included).
        let n = 0;
        text = text.replaceAll(shared, () => pin(`${file}#${n++}`));
      }
      const loader = gzipSync(text, { level: 9 }).length / 1024;
      const tag = 'flexportal-withdrawal';
      const today = manifest.buckets[bucketOf(tag, count)] ?? '';
      const withdrawal =
        sizeOf(filesOf(tag)) -
        gzKB(join(path, today)) +
        largest +
        (loader - gzKB(join(path, 'flexportal.js')));
      const budget = table[tag] ?? table.default ?? 0;
      console.log(
        `size ${label} at 48 screens: flexportal.js ${loader.toFixed(2)} KB gz, buckets ${parts.map((p) => p.toFixed(2)).join(' ')}, <${tag}> at most ${withdrawal.toFixed(1)} (budget ${budget})`,
      );
      expect(loader).toBeLessThanOrEqual(budgets.loader);
      expect(withdrawal).toBeLessThanOrEqual(budget);
    });
    const tags = Object.keys(manifest.screens);
    if (tags.length >= 2) {
      // Against the larger screen alone: a second screen may add only its own code, never a
      // second runtime (a tiny screen beside a large one cannot be the yardstick).
      it(`two screens on one page cost at most ${budgets.twoScreensRatio} x one (P3)`, () => {
        let worst = 0;
        for (const a of tags) {
          for (const b of tags) {
            if (a === b) continue;
            const one = Math.max(sizeOf(filesOf(a)), sizeOf(filesOf(b)));
            const two = sizeOf([...filesOf(a), ...filesOf(b)]);
            worst = Math.max(worst, two / one);
            expect(two / one, `${a} + ${b}`).toBeLessThanOrEqual(budgets.twoScreensRatio);
          }
        }
        console.log(`size ${label} two screens: at most ${worst.toFixed(3)} x one`);
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
