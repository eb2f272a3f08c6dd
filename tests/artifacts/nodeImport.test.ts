// The built packages, as npm consumers get them, import under plain Node (no vitest, no DOM).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_ENTRIES } from '../publishedEntries.js';

const root = join(import.meta.dirname, '../..');

describe('built entries under plain Node', () => {
  it.each([...PUBLISHED_ENTRIES, '@flexportal/sandbox'])('%s', (entry) => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(entry)}); console.log(Object.keys(m).length);`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(Number(run.stdout.trim())).toBeGreaterThan(0);
  });
});
