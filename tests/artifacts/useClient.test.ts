// Issue 39: a screen rendered by a Next.js server component failed the build
// ("createContext is not a function"). Every built entry that renders React starts with the
// `'use client'` directive, so a server component gets a client reference instead; the
// registry (data a server may read), core and the frame and CRM hosts (no React) do not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The built file of each subpath of a package's exports map. */
function builtEntries(folder: string): Array<[string, string]> {
  const dir = new URL(`../../packages/${folder}/`, import.meta.url);
  const json = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as {
    exports: Record<string, { default?: string } | string>;
  };
  return Object.entries(json.exports).flatMap(([subpath, target]) =>
    typeof target === 'string' || !target.default
      ? []
      : [[`${folder}${subpath.slice(1)}`, new URL(target.default, dir).pathname]],
  );
}

const NOT_CLIENT = new Set(['react/registry', 'elements/frame', 'elements/crm']);
const entries = ['core', 'react', 'elements'].flatMap(builtEntries);
const firstLine = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0];

describe("'use client' heads every built entry that renders React", () => {
  it('lists the entries of the three packages', () => {
    expect(entries.map(([name]) => name)).toEqual(
      expect.arrayContaining(['core', 'react', 'react/withdrawal', 'elements', 'react/registry']),
    );
  });
  it.each(entries)('%s', (name, file) => {
    const client = name.startsWith('react') || name === 'elements';
    expect(firstLine(file) === "'use client';").toBe(client && !NOT_CLIENT.has(name));
  });
});
