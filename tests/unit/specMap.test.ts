// docs/spec-map.md names every rule ID of spec/rules.md, and only files and symbols that
// exist (issue 40). The spec lives beside the checkout (tests/support/specDir.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, specDir } from '../support/specDir.js';
import {
  citations,
  expandBraces,
  filesOf,
  mapProblems,
  missingIds,
  ruleIds,
} from '../support/specMapCheck.js';

const map = readFileSync(join(REPO_ROOT, 'docs/spec-map.md'), 'utf8');
const rules = readFileSync(join(specDir(), 'rules.md'), 'utf8');
/** Tracked and new (not ignored) files: a file added in this change counts before its commit. */
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const texts = new Map<string, string>();
const read = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    try {
      text = readFileSync(join(REPO_ROOT, file), 'utf8');
    } catch {
      text = ''; // listed but deleted in the work tree
    }
    texts.set(file, text);
  }
  return text;
};

describe('the spec map check, on small texts', () => {
  it('finds an ID only written whole, not inside a range or a longer ID', () => {
    const ids = ['PP-1-01', 'PP-1-02', 'PP-1-03', 'PP-2.1-1'];
    expect(missingIds(ids, '| PP-1-01..03 | x |')).toEqual(['PP-1-02', 'PP-1-03', 'PP-2.1-1']);
    expect(missingIds(['PP-1-01'], '| PP-1-010 |')).toEqual(['PP-1-01']);
    expect(ruleIds('- **PP-1-01** A.\n- **AC-2menus-03** B.\ntext **PP-9-99**')).toEqual([
      'PP-1-01',
      'AC-2menus-03',
    ]);
  });

  it('reports a missing file and a symbol absent from the files of its cell', () => {
    const files = ['a/b/real.ts', 'a/c/Page.tsx'];
    const text: Record<string, string> = { 'a/b/real.ts': 'export const realThing = 1;' };
    const md = [
      '| rule | code | test |',
      '|---|---|---|',
      '| PP-1-01 | `a/b/real.ts` (`realThing`, `ghostThing`) | `e2e/portal/kyc.spec.ts` |',
      '| PP-1-02 | `b/real.ts`, `a/{b,c}/` | `realThing` |',
    ].join('\n');
    expect(mapProblems(md, files, (f) => text[f] ?? '')).toEqual([
      'line 3: symbol `ghostThing` is not in `a/b/real.ts`',
      'line 3: file `e2e/portal/kyc.spec.ts` does not exist',
    ]);
    expect(citations(md).filter((c) => c.kind === 'symbol')).toHaveLength(3);
    expect(expandBraces('x/{A,B}Page.tsx')).toEqual(['x/APage.tsx', 'x/BPage.tsx']);
    expect(filesOf('b/real.ts', files)).toEqual(['a/b/real.ts']);
  });
});

describe('docs/spec-map.md (issue 40)', () => {
  it('names every rule ID of spec/rules.md literally', () => {
    const ids = ruleIds(rules);
    expect(ids.length).toBeGreaterThan(500);
    const missing = missingIds(ids, map);
    expect(missing, `IDs of rules.md the map does not name:\n  ${missing.join('\n  ')}`).toEqual(
      [],
    );
  });

  it('cites only files that exist and symbols found in the files they are cited with', () => {
    const problems = mapProblems(map, repoFiles, read);
    expect(problems, `the map cites what is not there:\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});
