/**
 * What the chunk build records: which file defines which tag, the files each one imports,
 * and the Subresource Integrity hash of every file. Written whole as `manifest.json` (for
 * tools and tests); what pages download are its {@link ManifestBucket}s.
 */
export interface CdnManifest {
  /** File of the shared runtime (client, registration). */
  runtime: string;
  /** Tag name to the file that exports its definition. */
  screens: Record<string, string>;
  /** File to the files it imports statically (preloaded together). */
  imports: Record<string, string[]>;
  /** File to its `sha384-…` integrity value. */
  integrity: Record<string, string>;
  /** The published buckets, `manifest-<n>.js`, in bucket order. */
  buckets: string[];
  /** Tag name to the shared reads its first field waits for (the registry's `warm`). */
  warm?: Record<string, string[]>;
}

/**
 * One `manifest-<n>.js` (an ES module whose default export it is): the tags `bucketOf`
 * puts in bucket n, with the files and hashes they need beyond the runtime. A page fetches
 * only its tags' buckets, so a screen more costs a page one bucket's share, not the loader.
 */
export interface ManifestBucket {
  /** Tag name to the file that exports its definition. */
  screens: Record<string, string>;
  /** File to the files it imports statically, the runtime's left out. */
  imports: Record<string, string[]>;
  /** File to its `sha384-…` integrity value. */
  integrity: Record<string, string>;
  /** Tag name to the shared reads the loader starts with the runtime (signed in). */
  warm?: Record<string, string[]>;
}

/**
 * What `flexportal.js` carries inline: a fixed few files and their hashes, so the loader
 * stays the same size however many screens ship (each screen's hashes are in its bucket,
 * which this pins).
 */
export interface LoaderManifest {
  /**
   * The integrity value (`sha256-…`) of each bucket module, `manifest-<n>.js`, in bucket
   * order; a tag's bucket is `bucketOf(tag, buckets.length)`. Names are not carried: they
   * follow from n.
   */
  buckets: string[];
  /** The only chunk of `data-mode="frame"` (`frame.js`). */
  frame: string;
  /** The runtime and its static imports, fetched as soon as a tag appears. */
  runtime: string[];
  /** The integrity values (`sha256-…`) of `frame` and `runtime`'s files. */
  integrity: Record<string, string>;
}
