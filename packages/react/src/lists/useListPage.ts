import { type Cache, covers, type ListMetaValues, type ListResult } from '@flexportal/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { logLoadFailure } from '../hooks/logLoadFailure.js';
import { type ListFilters, listStateKey } from './listState.js';

/** What a list loader is asked for: one page with a size and filters. */
export interface ListRequest {
  /** Page number, from 1. */
  page: number;
  /** Rows per page. */
  per_page: number;
  /** Filters by query key. */
  filters: ListFilters;
}

/**
 * Loads one page. It must honour `signal` (pass it to the request) so a page the user has
 * already left is cancelled. Memoise it: a new function loads again.
 */
export type ListLoader<T> = (request: ListRequest, signal: AbortSignal) => Promise<ListResult<T>>;

/** Options of {@link useListPage}. */
export interface UseListPageOptions<T> {
  /** Loads a page (memoised: its identity is a dependency). */
  load: ListLoader<T>;
  /** The page to show. */
  state: ListRequest;
  /**
   * The request path the rows come from and the client's cache: when something invalidates
   * it (money moved elsewhere on the page, a live event, a host's refresh) the page loads
   * again, keeping its rows until the new ones arrive.
   */
  source?: { cache: Cache; path: string } | undefined;
}

/** A list page as a view sees it. */
export interface ListPageData<T> {
  /** loading: a request is in flight; ready: items are the state's; error: it failed. */
  status: 'loading' | 'ready' | 'error';
  /** Rows shown: the state's once ready; the previous page's while the next one loads. */
  items: readonly T[];
  /** Meta of the shown items, or null before the first answer. */
  meta: ListMetaValues | null;
  /** True while the shown items belong to a previous state. */
  stale: boolean;
  /** Loads the current state again (after a failure, or a change elsewhere). */
  reload: () => void;
}

interface Loaded<T> {
  status: ListPageData<T>['status'];
  items: readonly T[];
  meta: ListMetaValues | null;
  stale: boolean;
}

const NONE: readonly never[] = [];

/**
 * Loads the page of `state` with `load`, aborting the previous request whenever the state
 * changes. The previous rows stay visible, marked stale, while the next page loads, so the
 * table does not jump. Failures are only logged (PP-8-18); the view decides what to offer.
 */
export function useListPage<T>({ load, state, source }: UseListPageOptions<T>): ListPageData<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({
    status: 'loading',
    items: NONE,
    meta: null,
    stale: false,
  });
  const [attempt, setAttempt] = useState(0);
  const request = useRef(state);
  request.current = state;
  const key = listStateKey(state);

  // A layout effect: the page's request starts as the list commits, not after its first
  // paint (preact runs passive effects a frame later; P2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt stand for the request
  useLayoutEffect(() => {
    const controller = new AbortController();
    setLoaded((prev) => ({ ...prev, status: 'loading', stale: prev.items.length > 0 }));
    load(request.current, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'ready', items: result.items, meta: result.meta, stale: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logLoadFailure('list', error);
        setLoaded((prev) => ({ ...prev, status: 'error', stale: prev.items.length > 0 }));
      },
    );
    return () => controller.abort();
  }, [load, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const cache = source?.cache;
  const path = source?.path;
  useEffect(() => {
    if (!cache || path === undefined) return;
    return cache.onInvalidate((key) => {
      if (covers(key, path)) reload();
    });
  }, [cache, path, reload]);
  return { ...loaded, reload };
}
