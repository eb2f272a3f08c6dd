import { maxUnits, mulRatio, roundUnits, toUnits } from '../lib/decimal.js';

/**
 * The sandbox fee rules (documented in docs/sandbox.md). Fees are charged on top of the
 * amount, in the source account's currency, rounded half up to its sub_unit.
 *
 * - TRANSFER, transfer between the company's own accounts (INTERNAL): free.
 * - TRANSFER, withdrawal by transfer service, every_transaction: sepa 1.00, fps_chaps
 *   1.50, portal 0; based_on_amount: swift and israel 0.25 % with a minimum of 15.00.
 * - EXCHANGE (exchange, convert, buy crypto), based_on_amount: 0.5 % of the amount sold.
 */
export type FeeRule =
  | { type: 'TRANSFER' | 'EXCHANGE'; mode: 'every_transaction'; fixed: string }
  | {
      type: 'TRANSFER' | 'EXCHANGE';
      mode: 'based_on_amount';
      basisPoints: bigint;
      minimum: string;
    };

export const INTERNAL_TRANSFER_FEE: FeeRule = {
  type: 'TRANSFER',
  mode: 'every_transaction',
  fixed: '0',
};

export const WITHDRAWAL_FEES: Record<string, FeeRule> = {
  sepa: { type: 'TRANSFER', mode: 'every_transaction', fixed: '1.00' },
  fps_chaps: { type: 'TRANSFER', mode: 'every_transaction', fixed: '1.50' },
  portal: { type: 'TRANSFER', mode: 'every_transaction', fixed: '0' },
  swift: { type: 'TRANSFER', mode: 'based_on_amount', basisPoints: 25n, minimum: '15.00' },
  israel: { type: 'TRANSFER', mode: 'based_on_amount', basisPoints: 25n, minimum: '15.00' },
};

/** 0.5 % (5 per mille) of the amount sold. */
export const EXCHANGE_FEE: FeeRule = {
  type: 'EXCHANGE',
  mode: 'based_on_amount',
  basisPoints: 50n,
  minimum: '0',
};

/** The fee of `amountUnits` under `rule`, in units rounded to `subUnit` decimals. */
export function feeFor(rule: FeeRule, amountUnits: bigint, subUnit: number): bigint {
  if (rule.mode === 'every_transaction') return roundUnits(toUnits(rule.fixed), subUnit);
  // Basis points: 25 = 0.25 %, 50 = 0.5 %.
  const fee = mulRatio(amountUnits, rule.basisPoints, 10_000n, subUnit);
  const minimum = roundUnits(toUnits(rule.minimum), subUnit);
  return maxUnits(fee, minimum);
}
