/**
 * R3: random amounts with up to 18 decimals round-tripped client -> server -> client, through
 * core's HTTP client against the sandbox over real HTTP. Two paths:
 * - all 10,000 through the dev tools' `POST /sandbox/numeric-echo` (batches of 1,000): the
 *   server validates each decimal string, casts it through NUMERIC(36,18) (the money
 *   columns' type) and answers the text back;
 * - a sample of 150 through the ledger itself: a transfer of the amount between two
 *   accounts with 18 decimals (sub_unit 18), the target's balance read back with
 *   `GET manager/bank-accounts/{id}`, then the amount transferred back (balance 0 again).
 * Only string operations compare amounts: no float ever touches them.
 */
import type { FlexportalClient } from '@flexportal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, cryptoWallets, settings } from '../db/schema.js';
import { AMOUNT_BOUNDS_KEYS } from '../ledger/amountBounds.js';
import { deposit, FRESH_PASSWORD, freshCompany, openAccounts } from '../testing/freshCompany.js';
import { type HttpSandbox, httpSandbox } from '../testing/httpSandbox.js';

/** Deterministic canonical decimal strings: 1..18 integer digits, 0..18 decimals. */
function randomAmounts(n: number, seed: number, positive = false): string[] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  const digits = (len: number) => Array.from({ length: len }, () => String(next() % 10)).join('');
  const out: string[] = [];
  while (out.length < n) {
    const int = digits(1 + (next() % 18)).replace(/^0+(?=\d)/, '');
    const decimals = next() % 19;
    const frac = decimals ? digits(decimals).replace(/0+$/, '') : '';
    const sign = !positive && next() % 5 === 0 ? '-' : '';
    const value = `${sign}${int}${frac ? `.${frac}` : ''}`.replace(/^-0$/, '0');
    if (positive && value === '0') continue;
    out.push(value);
  }
  return out;
}

/** The same amount written with exactly 18 decimals, by string padding. */
const fixed18 = (v: string) => {
  const [int, frac = ''] = v.split('.');
  return `${int}.${frac.padEnd(18, '0')}`;
};

let s: HttpSandbox;
beforeAll(async () => {
  s = await httpSandbox({ otpRequired: false });
}, 60_000);
afterAll(() => s?.close());

describe('R3 decimal strings round-trip client -> server -> client', () => {
  it('10,000 random amounts (up to 18 decimals) come back identical through NUMERIC(36,18)', async () => {
    const client = await s.signedIn('manager@globex.test');
    const amounts = randomAmounts(10_000, 20261123);
    const back: string[] = [];
    for (let i = 0; i < amounts.length; i += 1000) {
      const batch = amounts.slice(i, i + 1000);
      // The dev tools live outside /api/v2: an absolute URL through the same client.
      const echoed = await client.http.data<unknown[]>(`${s.origin}/sandbox/numeric-echo`, {
        method: 'POST',
        body: { values: batch },
      });
      back.push(...(echoed as string[]));
    }
    const notStrings = back.filter((v) => typeof v !== 'string').length;
    const mismatches = amounts.filter((a, i) => back[i] !== a).length;
    const withDecimals18 = amounts.filter((a) => a.split('.')[1]?.length === 18).length;
    console.log(
      `R3 ${back.length} random amounts (up to 18 decimals, ${withDecimals18} with 18) via core's client over HTTP through NUMERIC(36,18): ${mismatches} mismatches, ${notStrings} non-strings`,
    );
    expect(back).toHaveLength(10_000);
    expect(notStrings).toBe(0);
    expect(mismatches).toBe(0);
  }, 60_000);

  it('150 random amounts move through the ledger and read back exactly as balances', async () => {
    const { db } = s.database;
    const { companyId, email } = await freshCompany(db, 'R3 Ltd');
    const [a, b] = await openAccounts(db, companyId, [
      { name: 'R3 source', currency: 'ETH', subUnit: 18, crypto: true },
      { name: 'R3 target', currency: 'ETH', subUnit: 18, crypto: true },
    ]);
    const MAX = '999999999999999999.999999999999999999';
    // Amounts up to NUMERIC(36,18)'s limit: the crypto boundaries (R15.10) are opened for it.
    await db
      .update(settings)
      .set({ value: { min: '0.000000000000000001', max: MAX } })
      .where(eq(settings.key, AMOUNT_BOUNDS_KEYS.crypto));
    await deposit(db, companyId, [{ accountId: a as number, currency: 'ETH', amount: MAX }]);
    const client: FlexportalClient = await s.signedIn(email, undefined, FRESH_PASSWORD);
    const move = (from: number, to: number, amount: string) =>
      client.http.data('manager/transactions/transfer', {
        method: 'POST',
        body: { bank_account_id: from, to_account_id: to, amount, bypass_duplicate_check: true },
      });
    const balance = async (id: number) =>
      (await client.http.data<{ available_balance: string }>(`manager/bank-accounts/${id}`))
        .available_balance;
    const amounts = randomAmounts(150, 777, true);
    let mismatches = 0;
    let moved = 0;
    for (const amount of amounts) {
      await move(a as number, b as number, amount);
      if ((await balance(b as number)) !== fixed18(amount)) mismatches++;
      await move(b as number, a as number, amount);
      moved++;
    }
    const restored =
      (await balance(a as number)) === MAX && (await balance(b as number)) === fixed18('0');
    console.log(
      `R3 ${moved} random amounts (up to 18 decimals) through the ledger (transfer, balance read back, transfer back): ${mismatches} mismatches; balances restored: ${restored}`,
    );
    expect(moved).toBe(150);
    expect(mismatches).toBe(0);
    expect(restored).toBe(true);
  }, 60_000);

  it('100 random crypto amounts come back exactly from the crypto withdraw preview (issue 18)', async () => {
    const { db } = s.database;
    const { companyId, email } = await freshCompany(db, 'R3 Crypto');
    // An individual needs no authenticator for crypto (PP-6); the preview moves nothing.
    await db.update(companies).set({ legalType: 'individual' }).where(eq(companies.id, companyId));
    const [eth] = await openAccounts(db, companyId, [
      { name: 'R3 ETH', currency: 'ETH', subUnit: 18, crypto: true },
    ]);
    const [wallet] = await db
      .insert(cryptoWallets)
      .values({
        companyId,
        name: 'R3 wallet',
        currency: 'ETH',
        network: 'ethereum',
        wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      })
      .returning({ id: cryptoWallets.id });
    const client: FlexportalClient = await s.signedIn(email, undefined, FRESH_PASSWORD);
    const amounts = randomAmounts(100, 4242, true);
    let mismatches = 0;
    for (const amount of amounts) {
      const total = await client.http.data<{ transaction_amount: string }>(
        'manager/grand-total/flexportal/withdraw-crypto',
        {
          method: 'POST',
          body: {
            bank_account_id: eth,
            amount,
            network: 'ethereum',
            wallet_id: (wallet as { id: number }).id,
          },
        },
      );
      if (total.transaction_amount !== fixed18(amount)) mismatches++;
    }
    console.log(
      `R3 ${amounts.length} random crypto amounts (up to 18 decimals) through the crypto withdraw preview: ${mismatches} mismatches`,
    );
    expect(mismatches).toBe(0);
  }, 60_000);
});
