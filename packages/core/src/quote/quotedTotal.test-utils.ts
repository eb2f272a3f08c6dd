import type { QuotedTotal } from './quoteRules.js';

/**
 * A grand total at `rate` as the sandbox answers it (100 EUR and a 0.50 exchange fee); the
 * amount received is the rate itself, so a new rate is a new amount received.
 */
export const totalAt = (rate: string, amount = '100'): QuotedTotal => ({
  transaction_amount: amount,
  fee_amount: '0.00',
  exchange_fee_amount: '0.50',
  total_amount: '100.50',
  available_balance: '1000.00',
  next_available_balance: '899.50',
  is_enough_balance: true,
  currency_unit: { value: 'EUR', currency_type: 'fiat' },
  rate,
  to_amount: rate,
});
