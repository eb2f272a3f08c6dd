import { rates } from './schema.js';
import type { Db } from './types.js';

/** Bumped whenever the seed changes, so cached snapshots are rebuilt. */
export const SEED_VERSION = 1;

/** Seeded mid-market rates; the inverse of a pair is derived, not stored. */
export const SEED_RATES: ReadonlyArray<{ sell: string; buy: string; rate: string }> = [
  { sell: 'EUR', buy: 'USD', rate: '1.0842' },
  { sell: 'EUR', buy: 'GBP', rate: '0.8571' },
  { sell: 'GBP', buy: 'USD', rate: '1.2650' },
  { sell: 'BTC', buy: 'EUR', rate: '61250.35' },
  { sell: 'BTC', buy: 'USD', rate: '66410.12' },
  { sell: 'ETH', buy: 'EUR', rate: '3120.5' },
  { sell: 'ETH', buy: 'USD', rate: '3383.3' },
  { sell: 'USDT', buy: 'USD', rate: '1.0003' },
  { sell: 'USDT', buy: 'EUR', rate: '0.9226' },
  { sell: 'TRX', buy: 'USD', rate: '0.1243' },
];

/** Writes the demo data into an empty, migrated database. */
export async function seed(db: Db): Promise<void> {
  await db.insert(rates).values([...SEED_RATES]);
}
