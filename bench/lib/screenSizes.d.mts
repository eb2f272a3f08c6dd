import type { CdnManifest } from '../../packages/elements/src/cdn/manifest.js';

/** gzip -9 size of `file` in KB, computed once per file. */
export declare function gzKB(file: string): number;
/** The screens of the build in `dir`, what a page of one tag downloads and its size. */
export declare function screenSizes(dir: string): {
  manifest: CdnManifest;
  sizeOf(files: Iterable<string>): number;
  filesOf(tag: string): string[];
};
/** P3: the costliest pair of screens on one page, as a ratio to the larger one alone. */
export declare function worstPair(sizes: ReturnType<typeof screenSizes>): {
  ratio: number;
  a: string;
  b: string;
};
