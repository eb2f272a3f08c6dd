import { describe, expect, it } from 'vitest';
import { attackOneTimeKeys, formatR16_4 } from '../testing/oneTimeUses.js';
import { postgresSuite } from '../testing/postgres.js';

// R16.4 on a real PostgreSQL (scripts/pg-cluster.sh): ten connections really race for a key.
const { h } = postgresSuite();

describe('R16.4 single-use keys (PostgreSQL)', () => {
  it('spends each key once, never after its lifetime or its session', async () => {
    const results = await attackOneTimeKeys(h, 10);
    console.log(formatR16_4('PostgreSQL', 10, results));
    for (const r of results) {
      expect(r.accepted, r.name).toBe(1);
      expect([r.replayed, r.expired, r.afterLogout ?? false], r.name).toEqual([
        false,
        false,
        false,
      ]);
    }
  });
});
