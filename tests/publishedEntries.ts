import { readFileSync } from 'node:fs';

const PACKAGES = ['core', 'react', 'elements'] as const;

/** The subpaths a package publishes (its exports map, minus package.json). */
function entriesOf(folder: string): string[] {
  const url = new URL(`../packages/${folder}/package.json`, import.meta.url);
  const json = JSON.parse(readFileSync(url, 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return Object.keys(json.exports)
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => (subpath === '.' ? json.name : `${json.name}/${subpath.slice(2)}`));
}

/**
 * Every published entry point, read from the packages' exports maps so a new screen's
 * entry is covered the day it is published; SSR and packaging tests import each of them.
 */
export const PUBLISHED_ENTRIES: readonly string[] = PACKAGES.flatMap(entriesOf);
