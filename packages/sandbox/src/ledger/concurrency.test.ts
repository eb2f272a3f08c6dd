import { describe, expect, it } from 'vitest';
import { sandboxSuite } from '../testing/harness.js';
import { formatR1, runR1 } from './concurrency.js';

// R1 measures the ledger, not two-factor: one-time codes are off for this app.
const { h } = sandboxSuite({ app: { otpRequired: false } });

describe('R1 concurrency on PGlite', () => {
  it('200 concurrent 1-unit withdrawals from 100: exactly 100 succeed, 0 overdraft, ledger balanced', async () => {
    const r = await runR1(h.database.db, h.call, h.login, 'PGlite');
    console.log(formatR1(r));
    expect(r.withdrawals).toEqual({ ok: 100, rejected4xx: 100, server5xx: 0 });
    expect(r.cross.server5xx).toBe(0);
    expect(r.crypto.server5xx).toBe(0);
    expect(r.crypto.ok).toBeGreaterThan(0);
    expect(r.finalBalance).toBe('0');
    for (const sum of Object.values(r.ledgerSums)) expect(sum).toBe('0');
  }, 120_000);
});
