/** One pager item: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: all pages when they fit in `slots`, else the first and last
 * page, the current one with its neighbours, and gaps. The result never exceeds `slots`
 * items (minimum 5), so the pager keeps its width while paging.
 */
export function pageRange(current: number, last: number, slots = 7): PageItem[] {
  const n = Math.max(5, Math.floor(slots));
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  const span = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (lastPage <= n) return span(1, lastPage);
  const inner = n - 4; // pages between the gaps when both show
  if (page <= n - 3) return [...span(1, n - 2), 'gap', lastPage];
  if (page >= lastPage - (n - 4)) return [1, 'gap', ...span(lastPage - (n - 3), lastPage)];
  const start = page - Math.floor((inner - 1) / 2);
  return [1, 'gap', ...span(start, start + inner - 1), 'gap', lastPage];
}
