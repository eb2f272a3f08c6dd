import type { ListColumn } from './listColumn.js';

/**
 * The columns a table can show: every column, or only those flagged `simple` when the
 * simplified set applies (AC-3-38: one theme shows a simplified column set).
 */
export function availableColumns<T>(
  columns: readonly ListColumn<T>[],
  simplified = false,
): ListColumn<T>[] {
  if (!simplified) return [...columns];
  const simple = columns.filter((c) => c.simple);
  return simple.length ? simple : [...columns];
}

/**
 * The columns to render, in definition order: the chosen ones among those available, plus
 * required ones. When none of the chosen are available (settings saved under the full set,
 * read under the simplified one), the available columns' defaults show instead.
 */
export function visibleColumns<T>(
  columns: readonly ListColumn<T>[],
  chosen: readonly string[],
  simplified = false,
): ListColumn<T>[] {
  const pool = availableColumns(columns, simplified);
  const shown = pool.filter((c) => c.required || chosen.includes(c.id));
  if (shown.some((c) => !c.required)) return shown;
  const defaults = pool.filter((c) => c.required || !c.hiddenByDefault);
  return defaults.length ? defaults : pool;
}
