import type { KeyValueStorage } from '@flexportal/core';

/** The spec's default page size (AC-9, PP-3.1-03). */
export const DEFAULT_PER_PAGE = 100;
/** Page sizes the pager offers. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100, 250];

/** What a user chose for one table, kept locally (AC-3-37). */
export interface TableSettings {
  /** Chosen column ids, known to the table. */
  columns: string[];
  /** Rows per page. */
  per_page: number;
}

/** The part of a column the settings need. */
export interface SettingsColumn {
  /** Column id. */
  id: string;
  /** Not shown until chosen. */
  hiddenByDefault?: boolean | undefined;
}

/** Storage key of a table's settings. */
export const tableSettingsKey = (tableId: string) => `flexportal.table.${tableId}`;

/** Columns shown before the user chooses. */
export function defaultColumnIds(columns: readonly SettingsColumn[]): string[] {
  return columns.filter((c) => !c.hiddenByDefault).map((c) => c.id);
}

/** Settings of a table nobody has set up yet. */
function defaultTableSettings(columns: readonly SettingsColumn[]): TableSettings {
  return { columns: defaultColumnIds(columns), per_page: DEFAULT_PER_PAGE };
}

const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null;

/**
 * Reads a table's settings. Anything unusable falls back to the defaults: corrupt JSON,
 * unknown column ids (a column was removed), an unknown page size. A column added since
 * the user chose (absent from the stored `known` list) takes its default visibility.
 */
export function readTableSettings(
  storage: KeyValueStorage,
  tableId: string,
  columns: readonly SettingsColumn[],
): TableSettings {
  const defaults = defaultTableSettings(columns);
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(tableSettingsKey(tableId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return defaults;
    stored = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  const perPage = PAGE_SIZES.includes(stored.per_page as number)
    ? (stored.per_page as number)
    : DEFAULT_PER_PAGE;
  const chosen = strings(stored.columns);
  if (!chosen) return { columns: defaults.columns, per_page: perPage };
  const known = new Set(strings(stored.known) ?? columns.map((c) => c.id));
  const ids = columns
    .filter((c) => chosen.includes(c.id) || (!known.has(c.id) && !c.hiddenByDefault))
    .map((c) => c.id);
  return { columns: ids.length ? ids : defaults.columns, per_page: perPage };
}

/** Keeps a table's settings, with the columns known now (see {@link readTableSettings}). */
export function writeTableSettings(
  storage: KeyValueStorage,
  tableId: string,
  settings: TableSettings,
  columns: readonly SettingsColumn[],
): void {
  const value = { ...settings, known: columns.map((c) => c.id) };
  try {
    storage.setItem(tableSettingsKey(tableId), JSON.stringify(value));
  } catch (error) {
    // A full or forbidden storage only costs the preference; the table keeps working.
    console.warn('[flexportal] table settings not saved', error);
  }
}
