import { addDecimal, isDecimal } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';

/**
 * `a + b` exactly (never floats: R3).
 * @deprecated Use `addDecimal` of `@flexportal/core`, which this is.
 */
export const addDecimals: (a: string, b: string) => string = addDecimal;

/** The balances of one currency added over its accounts; null where a value was unusable. */
export interface CurrencyTotal {
  /** Currency code. */
  currency: string;
  /** Number of accounts added. */
  accounts: number;
  /** Sum of total balances. */
  total: string | null;
  /** Sum of available balances. */
  available: string | null;
  /** Sum of pending balances. */
  pending: string | null;
}

const BALANCES = ['total', 'available', 'pending'] as const;

// A missing or malformed balance makes its sum unknown (null), never silently smaller.
const add = (sum: string | null, value: unknown) =>
  sum !== null && isDecimal(value) ? addDecimal(sum, value) : null;

/** Currency code of an account: `currency`, else its currency unit's value. */
export function currencyOf(account: BankAccount): string {
  return account.currency ?? account.currency_unit?.value ?? '';
}

/**
 * Total, available and pending balances per currency, added exactly, in the order the
 * currencies first appear.
 */
export function currencyTotals(accounts: readonly BankAccount[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const account of accounts) {
    const currency = currencyOf(account);
    const sum = totals.get(currency) ?? {
      currency,
      accounts: 0,
      total: '0',
      available: '0',
      pending: '0',
    };
    for (const b of BALANCES) sum[b] = add(sum[b], account[`${b}_balance`]);
    sum.accounts += 1;
    totals.set(currency, sum);
  }
  return [...totals.values()];
}
