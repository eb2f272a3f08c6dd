// The built public API must match the committed report (docs/api). After an intended API
// change: `pnpm -r build && node scripts/apiReport.mjs --write`, and commit the diff.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGES, report, reportPath } from '../../scripts/apiReport.mjs';

describe('public API report', () => {
  it.each(PACKAGES)('%s matches docs/api', (pkg) => {
    expect(existsSync(reportPath(pkg)), `docs/api/${pkg}.api.md missing`).toBe(true);
    expect(report(pkg)).toBe(readFileSync(reportPath(pkg), 'utf8'));
  });
});
