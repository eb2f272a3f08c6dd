import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/openDatabase.js';
import { fromUnits, toUnits } from './decimal.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
}, 60_000);
afterAll(() => database.close());

/** Deterministic decimal strings with 1..18 integer digits and 0..18 decimals. */
function randomAmounts(n: number, seed = 20261122): string[] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  const digits = (len: number) => Array.from({ length: len }, () => String(next() % 10)).join('');
  return Array.from({ length: n }, () => {
    const int = digits(1 + (next() % 18)).replace(/^0+(?=\d)/, '');
    const decimals = next() % 19;
    const frac = decimals ? digits(decimals).replace(/0+$/, '') : '';
    return `${next() % 5 === 0 ? '-' : ''}${int}${frac ? `.${frac}` : ''}`.replace(/^-0$/, '0');
  });
}

describe('R3 decimal strings round-trip through NUMERIC(36,18) and BigInt', () => {
  it('10,000 random amounts come back identical', async () => {
    const amounts = randomAmounts(10_000);
    let bigintMismatches = 0;
    for (const a of amounts) if (fromUnits(toUnits(a)) !== a) bigintMismatches++;
    const rows = await database.db.execute(
      sql`select trim_scale(v::numeric(36,18))::text as v from unnest(${`{${amounts.join(',')}}`}::text[]) with ordinality as t(v, i) order by i`,
    );
    const back = (rows as unknown as { rows: Array<{ v: string }> }).rows.map((r) => r.v);
    const dbMismatches = back.filter((v, i) => v !== amounts[i]).length;
    console.log(
      `R3 10,000 random amounts (up to 18 decimals): ${bigintMismatches} BigInt mismatches, ${dbMismatches} NUMERIC mismatches`,
    );
    expect(bigintMismatches).toBe(0);
    expect(dbMismatches).toBe(0);
  }, 60_000);
});
