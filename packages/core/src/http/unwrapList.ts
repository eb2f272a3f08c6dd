/** Pagination meta of a list (PP-7.1-09). */
export interface ListMetaValues {
  /** Page number, from 1. */
  current_page: number;
  /** Last page number. */
  last_page: number;
  /** Page size. */
  per_page: number;
  /** The list URL the server reports (empty when absent). */
  path: string;
  /** Position of the first item, or null on an empty page. */
  from: number | null;
  /** Position of the last item, or null on an empty page. */
  to: number | null;
  /** Number of items over all pages. */
  total: number;
}

/** A list unwrapped: its items and complete meta. */
export interface ListResult<T> {
  /** The items of this page. */
  items: T[];
  /** Pagination meta with defaults filled in. */
  meta: ListMetaValues;
}

const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Unwraps a list response (PP-7.1-08/09, PP-3.1-02/03): `{ data: [...], meta }` or a flat
 * Laravel paginator `{ data, current_page, ... }`; missing meta takes the defaults (page 1,
 * per_page 100, total = number of items).
 */
export function unwrapList<T>(
  body: unknown,
  defaults: { page?: number; per_page?: number } = {},
): ListResult<T> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const items = (Array.isArray(body) ? body : Array.isArray(b.data) ? b.data : []) as T[];
  const m = (b.meta && typeof b.meta === 'object' ? b.meta : b) as Record<string, unknown>;
  const per_page = num(m.per_page, defaults.per_page ?? 100);
  const current_page = num(m.current_page, defaults.page ?? 1);
  const total = num(m.total, items.length);
  return {
    items,
    meta: {
      current_page,
      last_page: num(m.last_page, Math.max(1, Math.ceil(total / per_page))),
      per_page,
      path: typeof m.path === 'string' ? m.path : '',
      from: numOrNull(m.from) ?? (items.length ? (current_page - 1) * per_page + 1 : null),
      to: numOrNull(m.to) ?? (items.length ? (current_page - 1) * per_page + items.length : null),
      total,
    },
  };
}
