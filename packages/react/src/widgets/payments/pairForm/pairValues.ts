import type { PairKind, PaymentQuery, SentQuote } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';

/** The draft of a transfer, exchange or convert (PP-3.3). */
export interface PairValues {
  bank_account_id: number | null;
  to_account_id: number | null;
  amount: string;
  /** Convert: what the target receives (typed or computed). */
  crypto_amount: string;
  /** Convert: buy when the amount was typed last, sell when the received amount was. */
  last_side: 'buy' | 'sell';
  original_transaction_id: number | null;
  bypass_duplicate_check: boolean;
}

/** PP-3.3 defaults: amount 100 (transfer, exchange), 1 for convert. */
export function pairDefaults(kind: PairKind): PairValues {
  return {
    bank_account_id: null,
    to_account_id: null,
    amount: kind === 'convert' ? '1' : '100',
    crypto_amount: '',
    last_side: 'buy',
    original_transaction_id: null,
    bypass_duplicate_check: false,
  };
}

/** The query shortcuts in the draft (PP-2.4): amt, aid, tid. */
export function applyPairQuery(values: PairValues, q: PaymentQuery): PairValues {
  return {
    ...values,
    amount: q.amount ?? values.amount,
    bank_account_id: q.account_id ?? values.bank_account_id,
    to_account_id: q.to_account_id ?? values.to_account_id,
  };
}

/**
 * The draft of a repeat or return of `tx` (PP-4.6-03): a repeat moves the same amount the
 * same way; a return moves what arrived back, from the target to the source.
 */
export function fromOriginal(
  values: PairValues,
  tx: Transaction,
  action: 'repeat' | 'return',
): PairValues {
  const back = action === 'return';
  return {
    ...values,
    original_transaction_id: tx.id,
    bank_account_id: back ? tx.to_account_id : tx.bank_account_id,
    to_account_id: back ? tx.bank_account_id : tx.to_account_id,
    amount: back ? (tx.to_amount ?? tx.amount) : tx.amount,
  };
}

/**
 * The request body of a draft: the protocol of the kind, the price shown (`quote_id`, or
 * `quoted_rate` from a server without quotes), no empty fields.
 */
export function pairBody(kind: PairKind, v: PairValues, sent: SentQuote | null | undefined) {
  const body: Record<string, unknown> = {
    bank_account_id: v.bank_account_id,
    to_account_id: v.to_account_id,
    amount: v.amount,
    transmission_protocol_id: kind === 'convert' ? 'CRYPTO_EXCHANGE' : 'INTERNAL',
  };
  if (kind === 'convert') {
    if (v.crypto_amount) body.crypto_amount = v.crypto_amount;
    body.last_side = v.last_side;
  }
  if (sent?.quote_id) body.quote_id = sent.quote_id;
  else if (sent?.quoted_rate) body.quoted_rate = sent.quoted_rate;
  if (v.original_transaction_id) body.original_transaction_id = v.original_transaction_id;
  if (v.bypass_duplicate_check) body.bypass_duplicate_check = true;
  return body;
}
