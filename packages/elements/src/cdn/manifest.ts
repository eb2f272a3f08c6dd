/**
 * What the chunk build tells the loader: which file defines which tag, the files each one
 * imports, and the Subresource Integrity hash of every file. Published as `manifest.js`
 * (an ES module whose default export it is), pinned by its hash in {@link LoaderManifest}.
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
}

/**
 * What `flexportal.js` carries inline: a fixed few files and their hashes, so the loader
 * stays the same size however many screens ship (each screen's hashes are in the
 * {@link CdnManifest}, which this pins).
 */
export interface LoaderManifest {
  /** The module exporting the {@link CdnManifest} (`manifest.js`). */
  manifest: string;
  /** The only chunk of `data-mode="frame"` (`frame.js`). */
  frame: string;
  /** The runtime and its static imports, fetched as soon as a tag appears. */
  runtime: string[];
  /** Those files' `sha384-…` integrity values. */
  integrity: Record<string, string>;
}

/** Every file one tag needs, the entry first, without duplicates. */
export function filesFor(manifest: CdnManifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of manifest.imports[file] ?? []) visit(dep);
  };
  visit(entry);
  return [...seen];
}
