// Issue 39 item 6: a tarball ships what runs plus its maps, not the sources a second time
// (the maps carry them in `sourcesContent`, so a partner's debugger still shows the code).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

const listed = new Map<string, string[]>();

/**
 * The files `npm pack` would put in the package's tarball (nothing is written); one
 * `npm pack` per package for the whole file (it takes seconds).
 */
function packed(pkg: string): string[] {
  const known = listed.get(pkg);
  if (known) return known;
  const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: join(root, 'packages', pkg),
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  const [tarball] = JSON.parse(run.stdout) as [{ files: { path: string }[] }];
  const files = tarball.files.map((f) => f.path);
  listed.set(pkg, files);
  return files;
}

describe.each(['core', 'react', 'elements'])('the @flexportal/%s tarball', (pkg) => {
  const files = packed(pkg);

  it('ships no sources beside dist', () => {
    expect(files.filter((f) => f.startsWith('src/'))).toEqual([]);
  });

  it('ships a map with its sources for every module of the npm build', () => {
    const modules = files.filter((f) => /^dist\/[^/]+\.js$/.test(f));
    expect(modules.length).toBeGreaterThan(0);
    const unmapped = modules.filter((f) => !files.includes(`${f}.map`));
    expect(unmapped).toEqual([]);
    const map = JSON.parse(readFileSync(join(root, 'packages', pkg, `${modules[0]}.map`), 'utf8'));
    expect(map.sourcesContent?.filter(Boolean).length).toBe(map.sources.length);
  });
});

describe('exceljs in @flexportal/react', () => {
  it('is bundled into the import downloads, not a dependency a partner installs', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/react/package.json'), 'utf8'));
    expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).not.toContain('exceljs');
    const bare = packed('react').filter(
      (f) =>
        /^dist\/[^/]+\.js$/.test(f) &&
        /\bfrom\s*["']exceljs["']|import\(\s*["']exceljs["']\s*\)/.test(
          readFileSync(join(root, 'packages/react', f), 'utf8'),
        ),
    );
    expect(bare).toEqual([]);
  });
});
