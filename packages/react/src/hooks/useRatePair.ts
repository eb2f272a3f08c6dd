import { PAYMENT_RATE_INTERVAL_S, pairKey, type RatePair } from '@flexportal/core';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';

/**
 * Follows one pair of the client's rate store (PP-4.7): started while mounted with both sides
 * set, stopped when the pair changes or the view unmounts. Every view on a pair (a payment
 * screen, `<flexportal-rate>`, the dashboard) shares its one timer and its one request in
 * flight; the tick skips a hidden page. Returns the pair (rate, timerValue, interval,
 * loading, pausedUntil), or undefined while a side is missing or before it started.
 */
export function useRatePair(
  sell: string | null | undefined,
  buy: string | null | undefined,
  interval: number = PAYMENT_RATE_INTERVAL_S,
): RatePair | undefined {
  const client = useFlexportalClient();
  useEffect(() => {
    const key = client.rates.start(sell, buy, interval);
    return () => {
      if (key) client.rates.stop(key);
    };
  }, [client, sell, buy, interval]);
  const key = sell && buy ? pairKey(sell, buy) : null;
  return useStore(client.rates.store, (s) => (key ? s.pairs[key] : undefined));
}
