import type {
  Quote,
  QuotedTotal,
  QuoteFields,
  QuoteKind,
  QuoteState,
  RatePair,
} from '@flexportal/core';
import { createQuote } from '@flexportal/core/quote';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';

/** Options of {@link useQuote}. */
export interface UseQuoteOptions<D> {
  /** Which required fields the grand total needs (PP-5-16). */
  kind: QuoteKind;
  /** The form's current draft; the total is asked for again when it changes. */
  draft: D;
  /** Currency sold (the source account's), or null while none is picked. */
  sell: string | null | undefined;
  /** Currency bought (the target account's), or null while none is picked. */
  buy: string | null | undefined;
  /** Asks for the grand total of the draft, e.g. `POST manager/grand-total/transfer`. */
  fetchTotal: (draft: D, signal: AbortSignal) => Promise<QuotedTotal>;
  /** The draft's fields PP-5-16 checks; default the draft itself. */
  fields?: (draft: D) => QuoteFields;
}

/** What {@link useQuote} returns. */
export interface UseQuote<D> {
  /** The total (with `rate`, `to_amount`), its status and `moved`. */
  state: QuoteState;
  /** The pair in the rate store: `exchange` (the rate), `timerValue`, `interval`, `loading`. */
  pair: RatePair | undefined;
  /** The quote's actions: `confirm()` before a submit, `submitted()` when it starts. */
  quote: Quote<D>;
}

/**
 * The quote lifecycle of one payment form (see `createQuote` in core): the pair's rate on
 * the screens' 10 s timer, the grand total recalculated on each new rate and each draft
 * change once PP-5-16's fields are set, and the moved-rate check before a submit.
 */
export function useQuote<D>(options: UseQuoteOptions<D>): UseQuote<D> {
  const client = useFlexportalClient();
  const latest = useRef(options);
  latest.current = options;
  const [quote] = useState(() =>
    createQuote<D>({
      rates: client.rates,
      kind: options.kind,
      fetchTotal: (draft, signal) => latest.current.fetchTotal(draft, signal),
      fields: (draft) => (latest.current.fields ?? ((d: D) => d as QuoteFields))(draft),
    }),
  );
  const { draft, sell, buy } = options;
  // Declared before connect: the first connect then starts the pair of the current draft.
  useEffect(() => {
    quote.update(draft, sell, buy);
  }, [quote, draft, sell, buy]);
  useEffect(() => quote.connect(), [quote]);
  const state = useStore(quote.store);
  const key = state.key;
  const pair = useStore(client.rates.store, (s) => (key ? s.pairs[key] : undefined));
  return { state, pair, quote };
}

/**
 * A payment form's submit at its quote: the check before money moves (`confirm`: waits for a
 * total being asked for; shows a moved one instead of submitting), then the submit flow.
 */
export async function submitAtQuote<D>(
  quote: Pick<Quote<D>, 'confirm'>,
  submit: () => Promise<void>,
): Promise<void> {
  if (await quote.confirm()) await submit();
}

/** The rate of the total shown, while one is (the amounts the fields follow). */
export function quotedRate(state: QuoteState): string | null {
  return state.status === 'ready' ? (state.total?.rate ?? null) : null;
}
