import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cleanFilters,
  INITIAL_LIST_STATE,
  type ListState,
  listStateFromQuery,
  listStateKey,
  mergeListQuery,
} from './listState.js';

/** A filter change: a value, several values, or undefined/'' to clear. */
type FilterPatch = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Options of {@link useListState}. */
export interface UseListStateOptions {
  /** Controlled state (a router's search params); omit to let the list keep its own. */
  state?: ListState | undefined;
  /** Hears every change; in controlled mode the owner must feed the new state back. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Starting state when uncontrolled (filters a host set as props). */
  defaultState?: Partial<ListState> | undefined;
  /**
   * Mirrors the state into `location.search` with `history.replaceState` and starts from
   * it (custom elements on plain pages, where no router owns the URL).
   */
  syncUrl?: boolean | undefined;
  /** Query keys the list reads as filters from the URL (others belong to the page). */
  filterKeys?: readonly string[] | undefined;
}

/** A list's state and the ways to change it. */
export interface ListStateControls {
  /** The current state. */
  state: ListState;
  /** Replaces the state. */
  setState: (next: ListState) => void;
  /** Goes to a page. */
  setPage: (page: number) => void;
  /** Changes the page size (back to page 1: the old page number means other rows). */
  setPerPage: (perPage: number | undefined) => void;
  /** Changes some filters (back to page 1). */
  setFilters: (patch: FilterPatch) => void;
}

function initialState(options: UseListStateOptions): ListState {
  const base: ListState = { ...INITIAL_LIST_STATE, ...options.defaultState };
  if (!options.syncUrl || typeof location === 'undefined') return base;
  const fromUrl = listStateFromQuery(location.search, options.filterKeys);
  // What the URL says wins over the host's starting filters: it is where the user was.
  return {
    page: fromUrl.page,
    per_page: fromUrl.per_page ?? base.per_page,
    filters: { ...base.filters, ...fromUrl.filters },
  };
}

/**
 * A list's state, controlled (`state` + `onStateChange`) or kept here, optionally mirrored
 * into the page URL. The URL is replaced, not pushed: paging is not worth a history entry.
 */
export function useListState(options: UseListStateOptions): ListStateControls {
  const [own, setOwn] = useState<ListState>(() => initialState(options));
  const controlled = options.state !== undefined;
  const state = options.state ?? own;
  const latest = useRef({ state, onStateChange: options.onStateChange, controlled });
  latest.current = { state, onStateChange: options.onStateChange, controlled };
  const written = useRef(new Set<string>(options.filterKeys ?? []));

  const setState = useCallback((next: ListState) => {
    const { controlled: isControlled, onStateChange, state: current } = latest.current;
    if (listStateKey(next) === listStateKey(current)) return;
    if (!isControlled) setOwn(next);
    onStateChange?.(next);
  }, []);

  const key = listStateKey(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for state
  useEffect(() => {
    if (!options.syncUrl || typeof location === 'undefined') return;
    for (const k of Object.keys(state.filters)) written.current.add(k);
    const search = mergeListQuery(location.search, state, written.current);
    if (search === location.search) return;
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [key, options.syncUrl]);

  return {
    state,
    setState,
    setPage: useCallback(
      (page: number) => setState({ ...latest.current.state, page: Math.max(1, page) }),
      [setState],
    ),
    setPerPage: useCallback(
      (perPage: number | undefined) =>
        setState({ ...latest.current.state, page: 1, per_page: perPage }),
      [setState],
    ),
    setFilters: useCallback(
      (patch: FilterPatch) => {
        const current = latest.current.state;
        setState({ ...current, page: 1, filters: cleanFilters({ ...current.filters, ...patch }) });
      },
      [setState],
    ),
  };
}
