import type { Db } from '../db/types.js';
import { findRate } from '../routes/rates.js';
import { movingRate } from './movingRate.js';

/** How long a quote is honoured: the 30 s a submit pauses the rate (PP-4.1-05, ledger/quotes.ts). */
export const QUOTE_HOLD_MS = 30_000;
/** The rate moves once per window (the payment screens' 10 s timer, PP-4.7-02). */
const WINDOW_MS = 10_000;

/** The message of a quote (or quoted rate) the server no longer honours. */
export const RATE_MOVED = 'The rate moved. Check the new total and submit again.';

/**
 * The rate of a pair at `now`: the seeded mid moved deterministically per 10 s window
 * (movingRate). Undefined when the pair has no rate. The one rate the rate calls quote and
 * the exchanges post at.
 */
export async function currentRate(
  db: Pick<Db, 'select'>,
  sell: string,
  buy: string,
  now: number,
): Promise<{ rate: string; updatedAt: string } | undefined> {
  if (sell === buy) return { rate: '1', updatedAt: new Date(now).toISOString() };
  const found = await findRate(db, sell, buy);
  if (!found) return undefined;
  return {
    rate: movingRate(found.rate, `${sell}/${buy}`, now),
    updatedAt: new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS).toISOString(),
  };
}
