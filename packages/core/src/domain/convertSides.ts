import { convertAmount } from './amount.js';

/** The two amounts of a convert form and which one the user typed last (PP-3.3). */
export interface ConvertSides {
  /** What leaves the source account. */
  amount: string;
  /** What the target account receives. */
  crypto_amount?: string | undefined;
  /** buy: the amount was typed (the other is multiplied); sell: crypto_amount was (divided). */
  last_side?: 'buy' | 'sell' | undefined;
}

/**
 * The amount the user did not type, at `rate` (PP-5-19): after typing the amount, the
 * received amount is amount × rate at the target's sub_unit; after typing the received
 * amount, the amount is it ÷ rate at the source's sub_unit. Exact decimals; an amount that
 * does not parse leaves the other one empty.
 */
export function convertSides(
  sides: ConvertSides,
  rate: string | null | undefined,
  sourceSubUnit: number | null | undefined,
  targetSubUnit: number | null | undefined,
): Pick<ConvertSides, 'amount' | 'crypto_amount'> {
  if (!rate) return { amount: sides.amount, crypto_amount: sides.crypto_amount };
  if (sides.last_side === 'sell') {
    const typed = sides.crypto_amount ?? '';
    return {
      amount: convertAmount(typed, rate, 'sell', sourceSubUnit) ?? '',
      crypto_amount: typed,
    };
  }
  return {
    amount: sides.amount,
    crypto_amount: convertAmount(sides.amount, rate, 'buy', targetSubUnit) ?? '',
  };
}
