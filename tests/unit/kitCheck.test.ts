// The kit check (issue 37): screen code takes the kits' road. A finding not in the exceptions
// fails, and so does an exception that no longer occurs, so the list only shrinks (goal: empty).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareWithExceptions,
  isScreenFile,
  KIT_RULES,
  type KitRule,
  scanScreenFile,
} from '../support/kitCheck.js';
import { KIT_EXCEPTIONS } from '../support/kitExceptions.js';
import { REPO_ROOT } from '../support/specDir.js';

/** Tracked and new (not ignored) screen files: a file added in this change counts before its commit. */
const screenFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  { cwd: REPO_ROOT, encoding: 'utf8' },
)
  .split('\n')
  // A file deleted in the work tree but not yet in the index is listed too: it holds nothing.
  .filter((file) => isScreenFile(file) && existsSync(join(REPO_ROOT, file)));

const rulesOf = (file: string, text: string) =>
  [...new Set(scanScreenFile(file, text).map((f) => f.rule))].sort();

describe('the kit check, on planted texts', () => {
  it('finds each rule in a view, with its line', () => {
    const view = [
      "import { toErrorResponse } from '@flexportal/core';",
      'export function Planted() {',
      "  const load = () => client.http.data('x').catch((e) => console.warn('x', e));",
      '  const status = (error as { response?: Response }).response?.status;',
      "  const css = '.a { color: #dc3545; background: rgb(0 0 0 / 0.1); }';",
      '  return (',
      '    <form onSubmit={load}>',
      '      <table><tbody /></table>',
      '      <table className="fp-table" />',
      '    </form>',
      '  );',
      '}',
    ].join('\n');
    const found = scanScreenFile('packages/react/src/widgets/x/Planted.tsx', view);
    expect(found.map((f) => `${f.line} ${f.rule}`)).toEqual([
      '3 http',
      '3 console',
      '4 raw-error',
      '4 raw-error',
      '5 colour',
      '5 colour',
      '7 form',
      '8 table',
    ]);
  });

  it("leaves comments, a hook's client.http, URLs and a table with the kit class alone", () => {
    const hook = [
      '/** Logs through console.warn, never a <form> or #fff. */',
      "const page = client.http.list('a/users'); // console.log here is a comment",
      "const url = 'https://example.test/#section';",
      "const password = 'Sandbox#2026';",
    ].join('\n');
    expect(rulesOf('packages/react/src/widgets/x/useX.ts', hook)).toEqual([]);
    expect(rulesOf('portal/src/routes/x/Page.tsx', '<table className="fp-table">')).toEqual([]);
    expect(rulesOf('portal/src/routes/x/Page.tsx', '<form>')).toEqual(['form']);
  });

  it('scans screen code only, not tests or the kit', () => {
    expect(isScreenFile('packages/react/src/widgets/a/A.tsx')).toBe(true);
    expect(isScreenFile('portal/src/routes/profile/NameForm.tsx')).toBe(true);
    expect(isScreenFile('packages/react/src/widgets/a/A.test.tsx')).toBe(false);
    expect(isScreenFile('packages/react/src/widgets/a/a.test-utils.tsx')).toBe(false);
    expect(isScreenFile('packages/react/src/ui/FlowForm.tsx')).toBe(false);
    expect(isScreenFile('portal/src/app/theme/themeStore.ts')).toBe(false);
  });

  it('reports an unlisted finding and a listed exception that no longer occurs', () => {
    const findings = scanScreenFile('portal/src/routes/x/A.tsx', '<form>\n<form>');
    const reason = 'planted';
    expect(compareWithExceptions(findings, [])).toEqual({
      violations: [`portal/src/routes/x/A.tsx:1,2 ${KIT_RULES.form}`],
      stale: [],
    });
    expect(
      compareWithExceptions(findings, [
        { file: 'portal/src/routes/x/A.tsx', rule: 'form', reason },
        { file: 'portal/src/routes/x/B.tsx', rule: 'console', reason },
      ]),
    ).toEqual({ violations: [], stale: ['portal/src/routes/x/B.tsx console'] });
  });
});

describe('the screens (issue 37: the kits are the only road)', () => {
  const findings = screenFiles.flatMap((file) =>
    scanScreenFile(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
  );
  const { violations, stale } = compareWithExceptions(findings, KIT_EXCEPTIONS);

  it('break no rule outside the exceptions, and every exception still occurs', () => {
    const counts = new Map<KitRule, number>();
    for (const e of KIT_EXCEPTIONS) counts.set(e.rule, (counts.get(e.rule) ?? 0) + 1);
    const summary = [...counts].map(([rule, n]) => `${rule} ${n}`).join(', ');
    // The list is printed on every run: its length is the work left (goal: empty).
    process.stdout.write(
      `Kit check: ${screenFiles.length} screen files, ${KIT_EXCEPTIONS.length} exceptions (${summary}):\n${KIT_EXCEPTIONS.map((e) => `  ${e.file} ${e.rule}: ${e.reason}`).join('\n')}\n`,
    );
    expect(screenFiles.length).toBeGreaterThan(300);
    expect(
      violations,
      `Findings not in tests/support/kitExceptions.ts:\n  ${violations.join('\n  ')}`,
    ).toEqual([]);
    expect(
      stale,
      `Exceptions that no longer occur (delete them):\n  ${stale.join('\n  ')}`,
    ).toEqual([]);
  });

  it('lists each exception once, with a reason', () => {
    const keys = KIT_EXCEPTIONS.map((e) => `${e.file} ${e.rule}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(KIT_EXCEPTIONS.filter((e) => e.reason.trim() === '')).toEqual([]);
  });
});
