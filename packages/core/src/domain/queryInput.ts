// Reading a query, shared by the payment forms' shortcuts and the lists' queries: a module of
// its own, so a list does not load the forms' shortcuts nor a form the lists' rules.

/** Query input: URLSearchParams or a plain record (router query objects). */
export type QueryInput = URLSearchParams | Record<string, string | string[] | null | undefined>;

/** First value of a query key, or undefined. */
export function queryValue(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const v = query[key];
  const first = Array.isArray(v) ? v[0] : v;
  return first ?? undefined;
}

/** Every value of a query key. */
export function queryValues(query: QueryInput, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const v = query[key];
  if (v == null) return [];
  return Array.isArray(v) ? v : [v];
}
