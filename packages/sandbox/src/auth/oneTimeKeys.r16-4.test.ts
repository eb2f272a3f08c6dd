/**
 * R16.4: every single-use key, link and code is spent once, atomically, and expires (issue
 * 36, finding 4): ten simultaneous uses of one key, exactly one accepted; none after it,
 * none after its lifetime, none after the session that minted it logged out. The same attack
 * on PostgreSQL, whose connections really race: oneTimeKeys.pg.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sandboxSuite } from '../testing/harness.js';
import { attackOneTimeKeys, formatR16_4 } from '../testing/oneTimeUses.js';

const { h } = sandboxSuite();

describe('R16.4 single-use keys (PGlite)', () => {
  it('spends each key once, never after its lifetime or its session', async () => {
    const results = await attackOneTimeKeys(h, 10);
    console.log(formatR16_4('PGlite', 10, results));
    for (const r of results) {
      expect(r, r.name).toEqual({
        name: r.name,
        accepted: 1,
        replayed: false,
        expired: false,
        afterLogout: r.afterLogout === null ? null : false,
      });
    }
  });
});
