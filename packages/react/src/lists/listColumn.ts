import type { ReactNode } from 'react';
import type { CsvColumn } from '../helpers/csv.js';
import type { ColumnPriority } from './columnPriority.js';

/** A cell's plain value: what CSV export writes and what the cell shows by default. */
type CellValue = string | number | null | undefined;

/**
 * One column of a list: its id (kept in the table settings), header, plain value and,
 * optionally, a richer cell. Every table of the product describes its columns this way.
 */
export interface ListColumn<T> {
  /** Stable id, stored in the table settings; never shown. */
  id: string;
  /** Header text, also the CSV header unless `csv` says otherwise. */
  header: string;
  /** The plain value: CSV cell and default cell content. Amounts stay decimal strings. */
  value: (row: T) => CellValue;
  /** A richer cell than the plain value (a badge, a formatted amount with currency). */
  cell?: (row: T) => ReactNode;
  /** CSV columns this column exports to, when not one column of `value` (amount + currency). */
  csv?: readonly CsvColumn<T>[];
  /** Part of the simplified column set (AC-3-38). */
  simple?: boolean;
  /** Not shown until the user chooses it. */
  hiddenByDefault?: boolean;
  /** Always shown; the column chooser cannot hide it. */
  required?: boolean;
  /** Numbers and amounts align at the end. */
  align?: 'start' | 'end';
  /**
   * When the table is too narrow, priority 4 columns hide first, then 3 (the default),
   * then 2; 1 marks the key columns, which always show. The chooser still picks the set.
   */
  priority?: ColumnPriority;
}

/** The CSV columns of the given (visible) columns, in order. */
export function csvColumnsOf<T>(columns: readonly ListColumn<T>[]): CsvColumn<T>[] {
  return columns.flatMap((c) => c.csv ?? [{ header: c.header, value: c.value }]);
}
