import { fetchRate, type Rate } from '@flexportal/core';
import { useEffect, useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** View state of one rate. */
export type RateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rate: Rate }
  | { status: 'error' };

/**
 * Loads the rate of a pair and reloads when the pair changes; an older request is aborted
 * so a slow answer never overwrites a newer pair. Only when both sides are set (PP-4.7).
 */
export function useRate(sell: string | undefined, buy: string | undefined): RateState {
  const client = useFlexportalClient();
  const [state, setState] = useState<RateState>({ status: 'idle' });
  useEffect(() => {
    if (!sell || !buy) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchRate(client, sell, buy, controller.signal).then(
      (rate) => setState({ status: 'ready', rate }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Load failures are only logged (spec 8); the view shows a neutral placeholder.
        console.warn('[flexportal] rate load failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [client, sell, buy]);
  return state;
}
