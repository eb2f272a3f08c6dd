import type { Rate } from '../contract/rates.js';

/** The shared rate store ticks every second (PP-4.7-03). */
export const RATE_TICK_MS = 1000;
/** Payment screens refresh every 10 seconds (PP-4.7-02). */
export const PAYMENT_RATE_INTERVAL_S = 10;
/** A submit pauses the refresh for 30 seconds (PP-4.1-05). */
export const RATE_SUBMIT_PAUSE_MS = 30_000;

/** One sell/buy pair (PP-4.7-06): timer, interval, timerValue, loading, exchange. */
export interface RatePair {
  /** Currency sold. */
  sell: string;
  /** Currency bought. */
  buy: string;
  /** True while the pair counts down on the 1 s tick. */
  timer: boolean;
  /** Seconds between refreshes; 0 means refresh once, no timer (AC-4-07). */
  interval: number;
  /** Seconds left before the next refresh; reset to `interval` on success. */
  timerValue: number;
  /** True while a request is in flight (never more than one per pair). */
  loading: boolean;
  /** The last rate, or null. */
  exchange: Rate | null;
  /** Paused until this time (ms); Infinity for good; null when running (PP-4.1-06). */
  pausedUntil: number | null;
  /** How many screens started the pair; it stops when the last one stops. */
  refs: number;
}

/** `SELL/BUY`, the key of a pair. */
export const pairKey = (sell: string, buy: string) => `${sell}/${buy}`;
