import type { Db } from '../db/types.js';
import { fieldError } from '../http/errors.js';
import { findRate } from '../routes/rates.js';
import { movingRate } from './movingRate.js';

/** How long the rate a screen was quoted is honoured: the 30 s a submit pauses it (PP-4.1-05). */
export const QUOTE_HOLD_MS = 30_000;
/** The rate moves once per window (the payment screens' 10 s timer, PP-4.7-02). */
const WINDOW_MS = 10_000;

/** The message of a quoted rate the server no longer honours. */
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

const same = (a: string, b: string) => a.replace(/\.?0+$/, '') === b.replace(/\.?0+$/, '');

/**
 * The rate an exchange posts at: `quoted` (the rate the user saw) when it was the pair's rate
 * at some moment of the last 30 s, the current rate when none was quoted. A quote older or
 * other than that answers 422 on `quoted_rate`, before any one-time code is asked for, so the
 * user sees the new total before money moves.
 */
export async function honouredRate(
  db: Pick<Db, 'select'>,
  sell: string,
  buy: string,
  now: number,
  quoted?: string | null,
): Promise<string | undefined> {
  const current = await currentRate(db, sell, buy, now);
  if (!current || !quoted) return current?.rate;
  for (let back = 0; back <= QUOTE_HOLD_MS; back += WINDOW_MS) {
    const then = await currentRate(db, sell, buy, now - back);
    if (then && same(then.rate, quoted)) return then.rate;
  }
  throw fieldError('quoted_rate', RATE_MOVED);
}
