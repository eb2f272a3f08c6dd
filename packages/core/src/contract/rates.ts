import { DecimalString } from './decimal.js';
import { z } from './zod.js';

/** A currency or asset code as used in rate paths ("EUR", "USDT"). */
export const CurrencyCode = z
  .string()
  .regex(/^[A-Z0-9]{2,10}$/, 'Must be an upper-case currency code');

/** Answer of `GET rates/{sell}/{buy}`: how many `buy` one `sell` is worth. */
export const Rate = z.object({
  sell: CurrencyCode,
  buy: CurrencyCode,
  rate: DecimalString,
  updated_at: z.string(),
});
export type Rate = z.infer<typeof Rate>;
