import { useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { logLoadFailure } from './logLoadFailure.js';

/** A loaded resource as a view sees it. */
export type Resource<T> =
  | { status: 'idle' | 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data?: undefined };

/**
 * Reads `key` through the client's cache (lifetime `ttlMs`, one request for concurrent
 * readers) and loads it again when the key is invalidated (after a change, or a live
 * event). A null key loads nothing. Load failures are only logged (PP-8-18).
 */
export function useCached<T>(
  key: string | null,
  load: () => Promise<T>,
  ttlMs: number,
): Resource<T> {
  const client = useFlexportalClient();
  const latest = useRef(load);
  latest.current = load;
  const present = useStore(client.cache.store, (s) => (key ? key in s.entries : false));
  // Every invalidation re-reads: one that lands while this key's load is running drops
  // that load without changing `present`, and the reader must not keep its stale answer.
  const generation = useStore(client.cache.store, (s) => s.generation);
  const [state, setState] = useState<Resource<T>>({ status: key ? 'loading' : 'idle' });
  // A layout effect, not a passive one: the request starts as the screen commits, not after
  // its first paint (preact runs passive effects a frame later), and a cached value is in
  // that first paint rather than replacing "Loading…" a frame later (P2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger to re-read
  useLayoutEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    if (present) {
      const cached = client.cache.peek<T>(key);
      if (cached !== undefined) setState({ status: 'ready', data: cached });
    }
    let live = true;
    client.cache
      .get(key, () => latest.current(), ttlMs)
      .then(
        (data) => live && setState({ status: 'ready', data }),
        (error: unknown) => {
          logLoadFailure(key, error);
          if (live) setState({ status: 'error' });
        },
      );
    return () => {
      live = false;
    };
  }, [client, key, ttlMs, present, generation]);
  return state;
}
