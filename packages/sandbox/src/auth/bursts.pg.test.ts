import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rateLimits.js';
import { expectedBursts, formatR16_7, sendBursts } from '../testing/bursts.js';
import { postgresSuite } from '../testing/postgres.js';

// R16.7 on a real PostgreSQL (scripts/pg-cluster.sh): ten connections really race for a count.
const { h } = postgresSuite();

describe('R16.7 bursts without a session (PostgreSQL)', () => {
  it('serves at most the limit of each, 429 with Retry-After for the rest', async () => {
    const r = await sendBursts(h);
    console.log(formatR16_7('PostgreSQL', r));
    expect(r).toEqual(expectedBursts(RATE_LIMITS));
  });
});
