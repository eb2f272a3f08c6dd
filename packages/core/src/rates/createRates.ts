import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Rate } from '../contract/rates.js';
import { pairKey, RATE_TICK_MS, type RatePair } from './ratePair.js';
import { documentVisibility, type VisibilitySource } from './visibility.js';

/** The rate store's state: pairs by `SELL/BUY` key. */
interface RatesState {
  /** Started pairs by `SELL/BUY` key. */
  pairs: Record<string, RatePair>;
}

/** What the rate store needs. */
export interface RatesOptions {
  /** Fetches one rate; the signal aborts it when the pair stops. */
  fetchRate: (sell: string, buy: string, signal: AbortSignal) => Promise<Rate>;
  /** Page visibility; defaults to the document's, resolved on first start. */
  visibility?: VisibilitySource;
  /** Injectable clock in ms (tests). */
  now?: () => number;
  /** Where failed refreshes are logged; defaults to console.warn. */
  log?: (message: string, error: unknown) => void;
}

/** The rate store and its actions (PP-4.7). Pairs are addressed by {@link pairKey}. */
export interface Rates {
  /** The vanilla zustand store of {@link RatesState}. */
  store: StoreApi<RatesState>;
  /** Starts a pair: refreshes at once, then every `interval` seconds. Null when a side is missing (PP-4.7-05). */
  start(
    sell: string | null | undefined,
    buy: string | null | undefined,
    interval?: number,
  ): string | null;
  /** Stops a pair and clears its timer (PP-4.7-04) once every screen that started it stopped. */
  stop(key: string): void;
  /** Stops every pair. */
  stopAll(): void;
  /** Refreshes now unless a request of that pair is in flight. */
  refresh(key: string): Promise<void>;
  /** Pauses for `ms` (PP-4.1-05); all pairs when no key is given. */
  pause(ms: number, key?: string): void;
  /** Pauses until a timestamp in ms (PP-4.1-06). */
  pauseUntil(timestamp: number, key?: string): void;
  /** Pauses for good until resumed (PP-4.1-06, PP-4.1-07). */
  pauseForever(key?: string): void;
  /** Resumes and refreshes at once (PP-4.1-06). */
  resume(key?: string): void;
}

/** Creates the rate store of one client. No timer runs until a pair with an interval starts. */
export function createRates(options: RatesOptions): Rates {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((m: string, e: unknown) => console.warn(m, e));
  const store = createStore<RatesState>(() => ({ pairs: {} }));
  const controllers = new Map<string, AbortController>();
  let visibility: VisibilitySource | null = null;
  let offVisibility: (() => void) | null = null;
  let tick: ReturnType<typeof setInterval> | null = null;

  const get = (key: string) => store.getState().pairs[key];
  const patch = (key: string, p: Partial<RatePair>) => {
    const cur = get(key);
    if (cur) store.setState({ pairs: { ...store.getState().pairs, [key]: { ...cur, ...p } } });
  };
  const keysOf = (key?: string) => (key ? [key] : Object.keys(store.getState().pairs));
  const paused = (p: RatePair) => p.pausedUntil !== null && now() < p.pausedUntil;
  const hidden = () => visibility?.isHidden() ?? false;

  function syncTimer() {
    const any = Object.values(store.getState().pairs).some((p) => p.timer);
    if (any && !tick) tick = setInterval(onTick, RATE_TICK_MS);
    if (!any && tick) {
      clearInterval(tick);
      tick = null;
    }
    if (!any && offVisibility) {
      offVisibility();
      offVisibility = null;
    }
  }

  function onTick() {
    if (hidden()) return;
    for (const [key, p] of Object.entries(store.getState().pairs)) {
      if (!p.timer || p.loading) continue;
      if (paused(p)) continue;
      if (p.pausedUntil !== null) patch(key, { pausedUntil: null });
      const timerValue = Math.max(0, p.timerValue - 1);
      patch(key, { timerValue });
      if (timerValue === 0) void rates.refresh(key);
    }
  }

  const rates: Rates = {
    store,
    start(sell, buy, interval = 0) {
      if (!sell || !buy) return null;
      const key = pairKey(sell, buy);
      if (!visibility) visibility = options.visibility ?? documentVisibility();
      if (!offVisibility)
        offVisibility = visibility.subscribe(() => {
          if (hidden()) return;
          for (const [k, p] of Object.entries(store.getState().pairs))
            if (p.timer && !paused(p)) void rates.refresh(k);
        });
      const prev = get(key);
      // Two screens on one pair share it; the shorter positive interval wins.
      const shared = prev ? [prev.interval, interval].filter((n) => n > 0) : [interval];
      interval = shared.length ? Math.min(...shared) : 0;
      store.setState({
        pairs: {
          ...store.getState().pairs,
          [key]: {
            sell,
            buy,
            timer: interval > 0,
            interval,
            timerValue: interval,
            loading: prev?.loading ?? false,
            exchange: prev?.exchange ?? null,
            pausedUntil: prev?.pausedUntil ?? null,
            refs: (prev?.refs ?? 0) + 1,
          },
        },
      });
      syncTimer();
      if (!hidden()) void rates.refresh(key);
      return key;
    },
    stop(key) {
      const p = get(key);
      if (p && p.refs > 1) return patch(key, { refs: p.refs - 1 });
      controllers.get(key)?.abort();
      controllers.delete(key);
      const { [key]: _gone, ...rest } = store.getState().pairs;
      store.setState({ pairs: rest });
      syncTimer();
    },
    stopAll() {
      for (const key of Object.keys(store.getState().pairs)) {
        patch(key, { refs: 1 });
        rates.stop(key);
      }
    },
    async refresh(key) {
      const p = get(key);
      if (!p || p.loading || controllers.has(key)) return;
      const controller = new AbortController();
      controllers.set(key, controller);
      patch(key, { loading: true });
      try {
        const exchange = await options.fetchRate(p.sell, p.buy, controller.signal);
        if (controllers.get(key) === controller)
          patch(key, { exchange, timerValue: get(key)?.interval ?? 0 });
      } catch (error) {
        if (!controller.signal.aborted) {
          log('Rate refresh failed', error);
          patch(key, { timerValue: get(key)?.interval ?? 0 });
        }
      } finally {
        if (controllers.get(key) === controller) {
          controllers.delete(key);
          patch(key, { loading: false });
        }
      }
    },
    pause(ms, key) {
      for (const k of keysOf(key)) patch(k, { pausedUntil: now() + ms });
    },
    pauseUntil(timestamp, key) {
      for (const k of keysOf(key)) patch(k, { pausedUntil: timestamp });
    },
    pauseForever(key) {
      for (const k of keysOf(key)) patch(k, { pausedUntil: Number.POSITIVE_INFINITY });
    },
    resume(key) {
      for (const k of keysOf(key)) {
        patch(k, { pausedUntil: null });
        if (!hidden()) void rates.refresh(k);
      }
    },
  };
  return rates;
}
