// Plain JavaScript so the rollup config (an .mjs file run by node, no TypeScript) and the
// loader share one definition of which bucket holds a tag: types in buckets.d.mts.

/**
 * The bucket of `tag` among `count`: FNV-1a over its characters. The loader needs nothing
 * but the tag to know which small manifest to fetch, so no per-screen table is inlined.
 * @param {string} tag
 * @param {number} count
 * @returns {number}
 */
export function bucketOf(tag, count) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i++) hash = Math.imul(hash ^ tag.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}

/**
 * Every file one tag needs, the entry first, without duplicates.
 * @param {{ imports: Record<string, string[]> }} manifest
 * @param {string} entry
 * @returns {string[]}
 */
export function filesFor(manifest, entry) {
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of manifest.imports[file] ?? []) visit(dep);
  };
  visit(entry);
  return [...seen];
}

/**
 * The part of the whole manifest the tags of bucket `index` need: their entries, and the
 * files and hashes of everything they import (a chunk shared by screens of two buckets is
 * in both). The runtime's hashes are in the loader already.
 * @param {import('./manifest.js').CdnManifest} manifest
 * @param {number} index
 * @param {number} count
 * @returns {import('./manifest.js').ManifestBucket}
 */
export function bucketPart(manifest, index, count) {
  const runtime = new Set(filesFor(manifest, manifest.runtime));
  /** @type {import('./manifest.js').ManifestBucket} */
  const part = { screens: {}, imports: {}, integrity: {} };
  for (const [tag, entry] of Object.entries(manifest.screens)) {
    if (bucketOf(tag, count) !== index) continue;
    part.screens[tag] = entry;
    const warm = manifest.warm?.[tag];
    if (warm) part.warm = { ...part.warm, [tag]: warm };
    for (const file of filesFor(manifest, entry)) {
      if (runtime.has(file)) continue;
      part.imports[file] = (manifest.imports[file] ?? []).filter((f) => !runtime.has(f));
      part.integrity[file] = manifest.integrity[file] ?? '';
    }
  }
  return part;
}
