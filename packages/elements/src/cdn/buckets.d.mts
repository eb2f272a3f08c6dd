import type { CdnManifest, ManifestBucket } from './manifest.js';

/** The bucket of `tag` among `count` (FNV-1a): which `manifest-<n>.js` lists it. */
export function bucketOf(tag: string, count: number): number;

/** Every file one tag needs, the entry first, without duplicates. */
export function filesFor(manifest: Pick<ManifestBucket, 'imports'>, entry: string): string[];

/** What the tags of bucket `index` of `count` need, without the runtime's files. */
export function bucketPart(manifest: CdnManifest, index: number, count: number): ManifestBucket;
