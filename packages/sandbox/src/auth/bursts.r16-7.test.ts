/**
 * R16.7: every endpoint that mails or makes rows without a session is limited per account,
 * per address and per product, with 429 and Retry-After, counted atomically (issue 36,
 * finding 7), and only the newest reset link works. The same bursts on PostgreSQL, whose
 * connections really race: bursts.pg.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rateLimits.js';
import { expectedBursts, formatR16_7, sendBursts } from '../testing/bursts.js';
import { sandboxSuite } from '../testing/harness.js';

const { h } = sandboxSuite();

describe('R16.7 bursts without a session (PGlite)', () => {
  it('serves at most the limit of each, 429 with Retry-After for the rest', async () => {
    const r = await sendBursts(h);
    console.log(formatR16_7('PGlite', r));
    expect(r).toEqual(expectedBursts(RATE_LIMITS));
  });
});
