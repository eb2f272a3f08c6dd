// The gzip -9 size of what a script-tag page downloads for its screens, from a build's CDN
// folder: the one computation behind the size gates (tests/artifacts/sizes.test.ts) and the
// P1 and P3 rows of bench/results/sizes.md (bench/sizes.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bucketOf, filesFor } from '../../packages/elements/src/cdn/buckets.mjs';

const gzCache = new Map();
/** gzip -9 size of `file` in KB, computed once per file (P3 sums every pair of screens). */
export function gzKB(file) {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length / 1024;
    gzCache.set(file, size);
  }
  return size;
}

/**
 * The screens of the build in `dir`: its manifest, `filesOf(tag)` (the loader, the tag's
 * manifest bucket, the runtime, the screen and its chunks) and `sizeOf(files)` (each file
 * counted once, as a browser downloads it once).
 */
export function screenSizes(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const sizeOf = (files) => [...new Set(files)].reduce((sum, f) => sum + gzKB(join(dir, f)), 0);
  const filesOf = (tag) => [
    'flexportal.js',
    manifest.buckets[bucketOf(tag, manifest.buckets.length)] ?? '',
    ...filesFor(manifest, manifest.runtime),
    ...filesFor(manifest, manifest.screens[tag] ?? ''),
  ];
  return { manifest, sizeOf, filesOf };
}

/** P3: the costliest pair of screens on one page, as a ratio to the larger one alone. */
export function worstPair({ manifest, sizeOf, filesOf }) {
  const tags = Object.keys(manifest.screens);
  let worst = { ratio: 0, a: '', b: '' };
  for (const a of tags) {
    for (const b of tags) {
      if (a === b) continue;
      const one = Math.max(sizeOf(filesOf(a)), sizeOf(filesOf(b)));
      const ratio = sizeOf([...filesOf(a), ...filesOf(b)]) / one;
      if (ratio > worst.ratio) worst = { ratio, a, b };
    }
  }
  return worst;
}
