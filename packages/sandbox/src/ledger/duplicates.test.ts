import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h } = sandboxSuite({ app: { otpRequired: false } });

describe('R4 / PP-8-09 duplicate submits', () => {
  it('the same submit 50 times at once makes 1 transaction and 49 answers 409; bypass goes through', async () => {
    const token = await h.login('manager@globex.test');
    const accounts = (await json(await h.call('GET', '/manager/bank-accounts', { token })))
      .data as Array<{ id: number; name: string }>;
    const eur = accounts.find((a) => a.name === 'Globex EUR')?.id;
    const body = {
      bank_account_id: eur,
      amount: '7.77',
      transfer_service: 'sepa',
      customer_iban: 'FR7630006000011234567890189',
      customer_name: 'Hooli SAS',
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.call('POST', '/manager/transactions/iban', { token, body }),
      ),
    );
    const statuses = results.map((r) => r.status);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(
      `R4 [PGlite] 50 identical submits at once: ${count(201)} created, ${count(409)} got 409, ${statuses.length - count(201) - count(409)} other`,
    );
    expect(count(201)).toBe(1);
    expect(count(409)).toBe(49);
    const rows = await h.database.db.execute(
      sql`select count(*)::int as n from transactions where amount = 7.77`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
    const dup = await json(results.find((r) => r.status === 409) as Response);
    expect(dup.errors.bypass_duplicate_check).toBeDefined();
    const bypass = await h.call('POST', '/manager/transactions/iban', {
      token,
      body: { ...body, bypass_duplicate_check: true },
    });
    expect(bypass.status).toBe(201);
    // A different amount is not a duplicate.
    expect(
      (
        await h.call('POST', '/manager/transactions/iban', {
          token,
          body: { ...body, amount: '7.78' },
        })
      ).status,
    ).toBe(201);
  });
});
