import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Rates } from '../rates/createRates.js';
import { PAYMENT_RATE_INTERVAL_S, pairKey, RATE_SUBMIT_PAUSE_MS } from '../rates/ratePair.js';
import {
  grandTotalReady,
  movedQuote,
  type QuotedTotal,
  type QuoteFields,
  type QuoteKind,
  type SentQuote,
  sentQuote,
  totalMoved,
} from './quoteRules.js';

/** The quote of one payment form: its pair's key and the grand total at the current rate. */
export interface QuoteState {
  /** The `SELL/BUY` key of the pair in `client.rates`, or null while a side is missing. */
  key: string | null;
  /** The grand total shown (PP-3.4), with `rate` and `to_amount` for exchanges. */
  total: QuotedTotal | null;
  /** empty: required fields missing (PP-5-16); loading, ready or error otherwise. */
  status: 'empty' | 'loading' | 'ready' | 'error';
  /** The error of the last refused total (a FetchError: put its field errors on the form). */
  error: unknown;
  /** True when a check before submit found another total than the one shown (not submitted). */
  moved: boolean;
}

/** What {@link createQuote} needs. */
export interface QuoteOptions<D> {
  /** The client's rate store (`client.rates`): one request in flight per pair, no polling hidden. */
  rates: Rates;
  /** Which required fields the total needs (PP-5-16). */
  kind: QuoteKind;
  /** Asks the server for the grand total of `draft` (e.g. `POST manager/grand-total/transfer`). */
  fetchTotal: (draft: D, signal: AbortSignal) => Promise<QuotedTotal>;
  /** The fields of `draft` that PP-5-16 checks; default the draft itself. */
  fields?: (draft: D) => QuoteFields;
  /** Seconds between rate refreshes; default 10, the payment screens' (PP-4.7-02). */
  interval?: number;
  /** How long a submit pauses the pair; default 30 s (PP-4.1-05). */
  pauseMs?: number;
  /** Typing settles this long before the total is asked for; default 300 ms. */
  debounceMs?: number;
}

/** The quote lifecycle of one payment form (rate countdown, grand total, moved-rate check). */
export interface Quote<D> {
  /** The vanilla zustand store of {@link QuoteState}. */
  store: StoreApi<QuoteState>;
  /**
   * Sets the draft and the pair. While connected, a new pair is started in `client.rates`
   * (and the old one stopped); the total is asked for when the required fields are set,
   * else cleared.
   */
  update(draft: D, sell: string | null | undefined, buy: string | null | undefined): void;
  /**
   * The check before money moves; true when the submit may go. A total still being asked for
   * (typing settled, a new rate) is waited for, not dropped. A total with the server's quote
   * goes as it is: the server books exactly it or answers a new one (see `refused`). Without
   * a quote (a server without quote ids) a fresh total is asked for: when it differs from the
   * one shown, the new one is shown (`moved`) and the answer is false, so the user sees it
   * before submitting again. Without a total (fields missing, an error) the server's answer
   * names the problem: true.
   */
  confirm(): Promise<boolean>;
  /** Call when a submit starts: pauses the pair's refresh for 30 s (PP-4.1-05). */
  submitted(): void;
  /**
   * The price a submit names: the quote (or, from a server without quotes, the rate) shown at
   * a first send, and that same one again on the resubmission with the code, so the code
   * approves the total the dialog showed even when the refresh resumed meanwhile.
   */
  sent(withCode: boolean): SentQuote;
  /** The total the pending submit was sent at: what its code dialog repeats. */
  held(): QuotedTotal | null;
  /**
   * Handles a refused submit's 422 body: when the price moved, shows the server's new quote
   * (or asks for the total again) with `moved`, and answers true; false for another error.
   */
  refused(body: unknown): boolean;
  /** Asks for the total again now; `moved` marks it as changed (e.g. the server refused the rate). */
  recalculate(moved?: boolean): Promise<void>;
  /**
   * Starts the pair and the totals (call from an effect) and returns the disposer, which
   * stops the pair, its subscription and any request. Connecting again starts them again
   * (React StrictMode's mount, unmount, mount).
   */
  connect(): () => void;
}

/**
 * Creates the quote of one payment form on the client's rate store: the rate counts down on
 * the screens' 10 s timer, ticked by the store's 1 s tick (PP-4.7), and each new rate
 * recalculates the grand total. The total is only asked for when PP-5-16's fields are set;
 * a newer request aborts an older one.
 */
export function createQuote<D>(options: QuoteOptions<D>): Quote<D> {
  const { rates } = options;
  const interval = options.interval ?? PAYMENT_RATE_INTERVAL_S;
  const pauseMs = options.pauseMs ?? RATE_SUBMIT_PAUSE_MS;
  const debounceMs = options.debounceMs ?? 300;
  const fields = options.fields ?? ((d: D) => d as QuoteFields);
  const store = createStore<QuoteState>(() => ({
    key: null,
    total: null,
    status: 'empty',
    error: null,
    moved: false,
  }));
  let draft: D | null = null;
  let draftKey = '';
  let lastRate: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;
  /** The recalculation under way, so a submit can wait for it instead of dropping it. */
  let loading: Promise<unknown> | null = null;
  /** The total the pending submit was sent at. */
  let heldTotal: QuotedTotal | null = null;

  const ready = () => draft !== null && grandTotalReady(options.kind, fields(draft));
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  /** Fetches the total of the current draft; null when superseded or not ready. */
  async function load(): Promise<QuotedTotal | null> {
    cancel();
    if (!ready() || draft === null) {
      store.setState({ total: null, status: 'empty', error: null, moved: false });
      return null;
    }
    const controller = new AbortController();
    inFlight = controller;
    store.setState({ status: 'loading' });
    try {
      const total = await options.fetchTotal(draft, controller.signal);
      if (inFlight !== controller) return null;
      inFlight = null;
      return total;
    } catch (error) {
      if (inFlight !== controller) return null;
      inFlight = null;
      store.setState({ total: null, status: 'error', error });
      return null;
    }
  }

  function recalculate(moved = false): Promise<void> {
    const run = load().then((total) => {
      if (total) store.setState({ total, status: 'ready', error: null, moved });
    });
    loading = run;
    void run.finally(() => {
      if (loading === run) loading = null;
    });
    return run;
  }

  /** Waits until no total is being asked for: a pending (debounced) one is asked now. */
  async function settle(): Promise<void> {
    for (let i = 0; i < 5 && (timer || loading); i++) {
      if (timer) {
        clearTimeout(timer);
        timer = null;
        await recalculate();
      } else await loading;
    }
  }

  const schedule = () => {
    cancel();
    if (!ready()) {
      store.setState({ total: null, status: 'empty', error: null, moved: false });
      return;
    }
    timer = setTimeout(() => void recalculate(), debounceMs);
  };

  let wanted: { sell: string; buy: string } | null = null;
  let offRates: (() => void) | null = null;

  // A new rate of the pair moves the total: ask again (no request while nothing changed).
  const onRates = () => {
    const key = store.getState().key;
    const rate = key ? (rates.store.getState().pairs[key]?.exchange?.rate ?? null) : null;
    if (rate === lastRate) return;
    const first = lastRate === null;
    lastRate = rate;
    if (rate !== null && !first && ready()) void recalculate();
  };

  /** Starts the wanted pair (and stops the old one); true when the pair changed. */
  const syncPair = (): boolean => {
    const key = wanted ? pairKey(wanted.sell, wanted.buy) : null;
    const prevKey = store.getState().key;
    if (key === prevKey) return false;
    if (prevKey) rates.stop(prevKey);
    store.setState({ key: wanted ? rates.start(wanted.sell, wanted.buy, interval) : null });
    lastRate = key ? (rates.store.getState().pairs[key]?.exchange?.rate ?? null) : null;
    return true;
  };

  return {
    store,
    update(next, sell, buy) {
      draft = next;
      wanted = sell && buy ? { sell, buy } : null;
      if (!offRates) return;
      const pairChanged = syncPair();
      const nextKey = JSON.stringify(next);
      if (nextKey === draftKey && !pairChanged) return;
      draftKey = nextKey;
      // The total of another pair (its rate, what arrives) must not show meanwhile.
      if (pairChanged && store.getState().total) store.setState({ total: null, status: 'loading' });
      schedule();
    },
    connect() {
      if (offRates) return () => {};
      offRates = rates.store.subscribe(onRates);
      syncPair();
      draftKey = JSON.stringify(draft);
      if (draft !== null) schedule();
      return () => {
        cancel();
        offRates?.();
        offRates = null;
        const key = store.getState().key;
        if (key) rates.stop(key);
        store.setState({ key: null });
      };
    },
    async confirm() {
      await settle();
      const { status, total: shown } = store.getState();
      if (status !== 'ready' || !shown) return true;
      if (shown.quote_id) {
        store.setState({ moved: false });
        return true;
      }
      // A server without quotes: the total must still be the one shown. Its own request, so
      // a new rate arriving meanwhile does not drop it (a click that did nothing).
      const fresh = await options
        .fetchTotal(draft as D, new AbortController().signal)
        .catch((error: unknown) => {
          store.setState({ total: null, status: 'error', error });
          return null;
        });
      if (!fresh) return false;
      const moved = totalMoved(shown, fresh);
      store.setState({ total: fresh, status: 'ready', error: null, moved });
      return !moved;
    },
    sent(withCode) {
      if (!withCode) heldTotal = store.getState().total;
      return sentQuote(heldTotal);
    },
    held: () => heldTotal,
    refused(body) {
      const next = movedQuote(body);
      if (next === false) return false;
      if (next) {
        cancel();
        store.setState({ total: next, status: 'ready', error: null, moved: true });
      } else void recalculate(true);
      return true;
    },
    submitted() {
      const key = store.getState().key;
      if (key) rates.pause(pauseMs, key);
    },
    recalculate,
  };
}
