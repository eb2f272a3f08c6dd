import { describe, expect, it } from 'vitest';
import { postgresSuite } from '../../testing/postgres.js';
import { formatR19, signInBurst } from '../../testing/signInBurst.js';
import { MAX_FAILED_SIGN_INS } from './signInGuard.js';

// Real PostgreSQL (scripts/pg-cluster.sh): ten connections really race, unlike PGlite's one.
const { h } = postgresSuite();

describe('R15.5 the sign-in lock holds against a burst (PostgreSQL)', () => {
  it(`30 parallel guesses get at most ${MAX_FAILED_SIGN_INS} password checks`, async () => {
    const r = await signInBurst(h, 'solo@individual.test', 30);
    console.log(formatR19('PostgreSQL', 30, r));
    expect(r.other).toBe(0);
    expect(r.checked).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(r.checked + r.refused).toBe(30);
    expect(r.found).toBe(false);
  });
});
