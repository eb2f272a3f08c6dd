// The spec tests (specMap, the API contract) read docs/spec/ in a clean checkout: the copy
// must be the spec itself, byte for byte, wherever the team's shared spec can be seen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_COPY_DIR, sharedSpecDir } from '../support/specDir.js';

const FILES = ['rules.md', 'api-calls.md'] as const;

describe("the repository's copy of the spec (docs/spec)", () => {
  it.each(FILES)('%s is in the repository and carries rule IDs or calls', (file) => {
    const path = join(SPEC_COPY_DIR, file);
    expect(existsSync(path), path).toBe(true);
    const text = readFileSync(path, 'utf8');
    expect(text.length).toBeGreaterThan(10_000);
    expect(text).toMatch(file === 'rules.md' ? /\bPP-\d/ : /\b(GET|POST|PUT|DELETE)\b/);
  });

  it.each(FILES)('%s equals the shared spec beside the checkout, when there is one', (file) => {
    const shared = sharedSpecDir();
    console.log(
      `spec copy ${file}: compared with ${shared ?? 'no shared spec beside this checkout'}`,
    );
    if (!shared) return;
    expect(readFileSync(join(SPEC_COPY_DIR, file), 'utf8')).toBe(
      readFileSync(join(shared, file), 'utf8'),
    );
  });
});
