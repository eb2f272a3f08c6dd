import type { QueryInput } from '@flexportal/core';
import { DEFAULT_PER_PAGE } from './tableSettings.js';

/** Filter values by query key; keys ending in `[]` hold several values (`tid[]`). */
export type ListFilters = Readonly<Record<string, string | readonly string[]>>;

/** Where a list is: page, page size and filters. It round-trips through a URL query. */
export interface ListState {
  /** Page number, from 1. */
  page: number;
  /** Rows per page; undefined means the table's saved setting (default 100). */
  per_page?: number | undefined;
  /** Filters by query key. */
  filters: ListFilters;
}

/** The state of a list nobody has touched. */
export const INITIAL_LIST_STATE: ListState = Object.freeze({ page: 1, filters: {} });

const MAX_PER_PAGE = 500; // the API's limit
const RESERVED = new Set(['page', 'per_page']);
const positiveInt = (v: string | undefined, max = Number.MAX_SAFE_INTEGER) => {
  const n = v && /^\d+$/.test(v) ? Number(v) : 0;
  return n >= 1 && n <= max ? n : undefined;
};
const isEmpty = (v: string | readonly string[] | undefined) =>
  v === undefined || (typeof v === 'string' ? v === '' : v.every((x) => x === ''));

/** Filters without empty values, so equal states have equal keys. */
export function cleanFilters(
  filters: Readonly<Record<string, string | readonly string[] | undefined>>,
): ListFilters {
  const out: Record<string, string | readonly string[]> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    out[key] = typeof value === 'string' ? value : (value as readonly string[]).filter(Boolean);
  }
  return out;
}

/**
 * Writes a state as URL query parameters. Defaults are dropped (page 1, per_page 100, empty
 * filters) so URLs stay short; a `[]` key repeats once per value.
 */
export function listStateToQuery(state: ListState): URLSearchParams {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanFilters(state.filters))) {
    for (const v of typeof value === 'string' ? [value] : value) q.append(key, v);
  }
  if (state.page > 1) q.set('page', String(state.page));
  if (state.per_page !== undefined && state.per_page !== DEFAULT_PER_PAGE) {
    q.set('per_page', String(state.per_page));
  }
  return q;
}

function keysOf(query: QueryInput): string[] {
  if (query instanceof URLSearchParams) return [...new Set(query.keys())];
  return Object.keys(query);
}

function valuesOf(query: QueryInput, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const v = query[key];
  if (v == null) return [];
  return Array.isArray(v) ? v : [v as string];
}

/**
 * Reads a state from URL query parameters. Only `filterKeys` are read as filters when
 * given (a host page's own parameters stay out); otherwise every key but page and
 * per_page. Invalid page numbers and sizes fall back to the defaults.
 */
export function listStateFromQuery(
  query: QueryInput | string,
  filterKeys?: readonly string[],
): ListState {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters: Record<string, string | string[]> = {};
  for (const key of filterKeys ?? keysOf(q).filter((k) => !RESERVED.has(k))) {
    const values = valuesOf(q, key).filter(Boolean);
    if (!values.length) continue;
    filters[key] = key.endsWith('[]') ? values : (values[0] as string);
  }
  return {
    page: positiveInt(valuesOf(q, 'page')[0]) ?? 1,
    per_page: positiveInt(valuesOf(q, 'per_page')[0], MAX_PER_PAGE),
    filters,
  };
}

/**
 * A page's query string with the list's parameters replaced by `state`'s. Parameters the
 * list does not own (a host page's) are kept; `ownedKeys` are filter keys the list wrote
 * before, removed when the state no longer has them. Returns `?...` or ''.
 */
export function mergeListQuery(
  search: string,
  state: ListState,
  ownedKeys: Iterable<string> = [],
): string {
  const q = new URLSearchParams(search);
  for (const key of [...RESERVED, ...ownedKeys, ...Object.keys(state.filters)]) q.delete(key);
  for (const [key, value] of listStateToQuery(state)) q.append(key, value);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** A stable text of a state: equal states, equal keys (for effect dependencies). */
export function listStateKey(state: ListState): string {
  const filters = Object.entries(cleanFilters(state.filters)).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return JSON.stringify([state.page, state.per_page ?? null, filters]);
}
