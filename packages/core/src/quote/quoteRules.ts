import type { GrandTotal } from '../contract/transactions.js';
import { compareDecimal, isDecimal, trimZeros } from '../domain/decimal.js';

/** The grand-total kinds whose required fields PP-5-16 lists. */
export type QuoteKind = 'transfer' | 'exchange' | 'convert' | 'buy' | 'withdraw';

/** The draft fields a grand total may need (PP-5-16). */
export interface QuoteFields {
  bank_account_id?: number | string | null | undefined;
  amount?: string | null | undefined;
  to_account_id?: number | string | null | undefined;
  wallet_id?: number | string | null | undefined;
  network?: string | null | undefined;
}

const REQUIRED: Record<QuoteKind, ReadonlyArray<keyof QuoteFields>> = {
  transfer: ['bank_account_id', 'amount', 'to_account_id'],
  exchange: ['bank_account_id', 'amount', 'to_account_id'],
  convert: ['bank_account_id', 'amount', 'to_account_id'],
  buy: ['bank_account_id', 'amount', 'to_account_id', 'wallet_id', 'network'],
  withdraw: ['bank_account_id', 'amount', 'wallet_id', 'network'],
};

/**
 * True when the grand total of `kind` may be recalculated (PP-5-16): every required field is
 * set and the amount is a positive decimal. Otherwise the total is cleared, not requested.
 */
export function grandTotalReady(kind: QuoteKind, draft: QuoteFields): boolean {
  for (const field of REQUIRED[kind]) {
    const v = draft[field];
    if (v === null || v === undefined || v === '') return false;
  }
  return isDecimal(draft.amount) && compareDecimal(draft.amount, '0') > 0;
}

/** A grand total with the rate and delivered amount the sandbox adds for exchanges. */
export type QuotedTotal = GrandTotal & {
  rate?: string | null | undefined;
  to_amount?: string | null | undefined;
};

const COMPARED = [
  'rate',
  'to_amount',
  'transaction_amount',
  'fee_amount',
  'exchange_fee_amount',
  'total_amount',
] as const;

/**
 * True when `fresh` would move other money than `shown`: the rate, the delivered amount, a
 * fee or the total differ. Compared as decimals (1.50 equals 1.5). Balances are not compared:
 * another payment changing them is not a moved rate.
 */
export function totalMoved(shown: QuotedTotal | null, fresh: QuotedTotal): boolean {
  if (!shown) return true;
  return COMPARED.some((field) => {
    const a = shown[field] ?? null;
    const b = fresh[field] ?? null;
    if (a === null || b === null) return a !== b;
    return trimZeros(String(a)) !== trimZeros(String(b));
  });
}

/** What a submit names of the price it was shown (the drafts' `quote_id` or `quoted_rate`). */
export interface SentQuote {
  quote_id?: string;
  quoted_rate?: string;
}

/**
 * The price a submit at `total` names: its quote (a server with quotes books exactly it), or,
 * from a server without quote ids, the rate shown; nothing for a move without a rate.
 */
export function sentQuote(total: QuotedTotal | null | undefined): SentQuote {
  if (total?.quote_id) return { quote_id: total.quote_id };
  if (total?.rate) return { quoted_rate: total.rate };
  return {};
}

/**
 * The answer to a 422 of a submit: not a moved price (`false`), or the new quote the server
 * answered with (`quote` of the body), or `null` when the price moved and no quote came (a
 * server without quotes: ask for the total again).
 */
export function movedQuote(body: unknown): QuotedTotal | null | false {
  const b = body as { errors?: Record<string, unknown>; quote?: unknown } | null;
  if (!b?.errors || !(b.errors.quote_id || b.errors.quoted_rate)) return false;
  const q = b.quote as Partial<QuotedTotal> | null | undefined;
  const amounts = ['transaction_amount', 'total_amount', 'fee_amount', 'exchange_fee_amount'];
  const whole =
    !!q &&
    typeof q === 'object' &&
    amounts.every((k) => isDecimal((q as Record<string, unknown>)[k])) &&
    typeof q.currency_unit?.value === 'string';
  return whole ? (q as QuotedTotal) : null;
}
