import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../testing/harness.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.js';
import { formatR1, runR1 } from './concurrency.js';

// Real PostgreSQL: scripts/pg-cluster.sh installs it when missing (as root, apt-get) and
// starts a throwaway cluster on 127.0.0.1. PGlite is one connection and cannot race;
// this is where row locks and conditional updates are really exercised.
let pg: TestPostgres;
let h: Harness;
beforeAll(async () => {
  pg = await startTestPostgres();
  h = await harness({ otpRequired: false }, { databaseUrl: pg.url });
}, 600_000);
afterAll(async () => {
  await h?.close();
  await pg?.stop();
});

describe('R1 concurrency on PostgreSQL', () => {
  it('200 concurrent 1-unit withdrawals from 100: exactly 100 succeed, 0 overdraft, ledger balanced', async () => {
    const r = await runR1(h.database.db, h.call, h.login, `PostgreSQL ${pg.url.split('@')[1]}`);
    console.log(formatR1(r));
    expect(r.withdrawals).toEqual({ ok: 100, rejected4xx: 100, server5xx: 0 });
    expect(r.cross.server5xx).toBe(0);
    expect(r.crypto.server5xx).toBe(0);
    expect(r.crypto.ok).toBeGreaterThan(0);
    expect(r.finalBalance).toBe('0');
    for (const sum of Object.values(r.ledgerSums)) expect(sum).toBe('0');
  }, 120_000);

  it('R4: 50 identical submits at once make exactly 1 transaction (409 for the rest)', async () => {
    const token = await h.login('manager@globex.test');
    const accounts = (await (await h.call('GET', '/manager/bank-accounts', { token })).json()) as {
      data: Array<{ id: number; name: string }>;
    };
    const eur = accounts.data.find((a) => a.name === 'Globex EUR')?.id;
    const body = {
      bank_account_id: eur,
      amount: '7.77',
      transfer_service: 'sepa',
      customer_iban: 'FR7630006000011234567890189',
      customer_name: 'Hooli SAS',
    };
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, () =>
          h.call('POST', '/manager/transactions/iban', { token, body }),
        ),
      )
    ).map((r) => r.status);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(
      `R4 [PostgreSQL] 50 identical submits at once: ${count(201)} created, ${count(409)} got 409, ${50 - count(201) - count(409)} other`,
    );
    expect(count(201)).toBe(1);
    expect(count(409)).toBe(49);
  });

  it('serves the seeded demo data from PostgreSQL too', async () => {
    const token = await h.login('manager@acme.test');
    const res = await h.call('GET', '/manager/bank-accounts', { token });
    expect(res.status).toBe(200);
    // The 9 demo accounts and Acme GBP Collections (the seeded deposit history).
    expect(((await res.json()) as { meta: { total: number } }).meta.total).toBe(10);
    const volume = await h.call('GET', '/company/statistic/transaction-volume?granularity=hour', {
      token,
    });
    expect(volume.status).toBe(200);
  });
});
