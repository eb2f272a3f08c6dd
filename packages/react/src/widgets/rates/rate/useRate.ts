import type { Rate } from '@flexportal/core';
import { useRatePair } from '../../../hooks/useRatePair.js';

/** View state of one rate. */
export type RateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rate: Rate }
  | { status: 'error' };

/**
 * The live rate of a pair from the client's rate store, on the payment screens' 10 s timer
 * (PP-4.7): the element, the dashboard and a payment form on the same pair share one timer
 * and one request. Only when both sides are set; a failed refresh is only logged (spec 8)
 * and shows a neutral placeholder until a rate arrives.
 */
export function useRate(sell: string | undefined, buy: string | undefined): RateState {
  const pair = useRatePair(sell, buy);
  if (!sell || !buy) return { status: 'idle' };
  if (pair?.exchange) return { status: 'ready', rate: pair.exchange };
  return !pair || pair.loading ? { status: 'loading' } : { status: 'error' };
}
