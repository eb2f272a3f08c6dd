import type { Db } from '../db/types.js';
import { formatFixed } from '../lib/decimal.js';
import type { AccountRow } from '../routes/present.js';
import type { FeeRule } from './fees.js';
import { type Quote, quoteOutgoing, totalOf } from './operations.js';
import { cachedSystemAccount, type Leg } from './post.js';
import type { Move } from './postMove.js';

/**
 * Card payout fee (sandbox rule, docs/sandbox.md): TRANSFER, based_on_amount, 1 % of the
 * amount with a minimum of 1.00, charged on top like every other fee.
 */
const CARD_FEE: FeeRule = {
  type: 'TRANSFER',
  mode: 'based_on_amount',
  basisPoints: 100n,
  minimum: '1.00',
};

/** Quote of a card payout from a fiat account (grand total and gate read it). */
export function quoteCard(source: AccountRow, amount: bigint): Quote {
  return quoteOutgoing(source, amount, CARD_FEE, 'CARD');
}

type Customer = Record<string, unknown>;

/** Row fields every source-debiting move shares. */
function sourceRow(q: Quote) {
  const src = q.source;
  return {
    bankAccountId: src.id,
    currency: src.currency,
    amount: formatFixed(q.amount, src.subUnit),
    fee: formatFixed(q.fee, src.subUnit),
    exchangeFee: formatFixed(q.exchangeFee, src.subUnit),
    protocol: q.protocol,
  };
}

/** Source debit (amount and fees) and fee income legs. */
async function debitLegs(db: Db, q: Quote): Promise<Leg[]> {
  const { currency } = q.source;
  const legs: Leg[] = [{ accountId: q.source.id, currency, units: -totalOf(q) }];
  const fees = q.fee + q.exchangeFee;
  if (fees > 0n) {
    legs.push({
      accountId: await cachedSystemAccount(db, 'fees', currency),
      currency,
      units: fees,
    });
  }
  return legs;
}

/**
 * A payout leaving the company (card payout, import row): in progress, the amount goes to
 * the outside world's account.
 */
export async function outgoingMove(
  db: Db,
  q: Quote,
  type: string,
  customer: Customer,
): Promise<Move> {
  const { currency } = q.source;
  return {
    row: { ...sourceRow(q), type, status: 'progress', customer },
    legs: [
      ...(await debitLegs(db, q)),
      {
        accountId: await cachedSystemAccount(db, 'external', currency),
        currency,
        units: q.amount,
      },
    ],
  };
}

/**
 * A crypto buy: the fiat amount (plus the exchange fee) leaves the fiat account through
 * the FX accounts, the crypto arrives in the target account; settled at once like convert.
 */
export async function buyMove(db: Db, q: Quote, customer: Customer): Promise<Move> {
  const target = q.target as AccountRow;
  const toAmount = q.toAmount as bigint;
  return {
    row: {
      ...sourceRow(q),
      type: 'buy_crypto',
      status: 'settled',
      toAccountId: target.id,
      toCurrency: target.currency,
      toAmount: formatFixed(toAmount, target.subUnit),
      rate: q.rate,
      customer,
    },
    legs: [
      ...(await debitLegs(db, q)),
      {
        accountId: await cachedSystemAccount(db, 'fx', q.source.currency),
        currency: q.source.currency,
        units: q.amount,
      },
      {
        accountId: await cachedSystemAccount(db, 'fx', target.currency),
        currency: target.currency,
        units: -toAmount,
      },
      { accountId: target.id, currency: target.currency, units: toAmount },
    ],
  };
}

/**
 * A crypto deposit: the outside world credits the crypto account. Created pending and,
 * the sandbox having no chain to watch, confirmed in the same database transaction.
 */
export async function depositMove(
  db: Db,
  target: AccountRow,
  amount: bigint,
  customer: Customer,
): Promise<Move> {
  const { currency } = target;
  return {
    row: {
      type: 'receive_crypto',
      status: 'progress',
      toAccountId: target.id,
      currency,
      amount: formatFixed(amount, target.subUnit),
      protocol: 'CRYPTO',
      customer,
    },
    legs: await fromOutside(db, target, amount),
    completeAt: 'once',
  };
}

/** Money arriving from the outside world into `target`: the two legs. */
async function fromOutside(db: Db, target: AccountRow, amount: bigint): Promise<Leg[]> {
  const { currency } = target;
  return [
    { accountId: await cachedSystemAccount(db, 'external', currency), currency, units: -amount },
    { accountId: target.id, currency, units: amount },
  ];
}

/**
 * An administrator's credit (AC-7admin-03): the outside world pays the company account, a
 * settled `credit` with the note in its history.
 */
export async function creditMove(
  db: Db,
  target: AccountRow,
  amount: bigint,
  customer: Customer,
  note: string,
): Promise<Move> {
  const { currency } = target;
  return {
    row: {
      type: 'credit',
      status: 'settled',
      toAccountId: target.id,
      currency,
      amount: formatFixed(amount, target.subUnit),
      customer,
    },
    legs: await fromOutside(db, target, amount),
    note,
  };
}
