import { type ReactNode, useLayoutEffect } from 'react';
import { type ColumnPriority, DEFAULT_PRIORITY } from './columnPriority.js';
import type { ListColumn } from './listColumn.js';
import { useColumnFit } from './useColumnFit.js';
import { useVirtualRows } from './useVirtualRows.js';
import { VIRTUAL_ROW_HEIGHT, VIRTUALIZE_OVER } from './virtualWindow.js';

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Columns to show, in order. */
  columns: readonly ListColumn<T>[];
  /** Rows of the page. */
  rows: readonly T[];
  /** A row's stable key (its id). */
  rowKey: (row: T) => string | number;
  /** Names the table for assistive technology (visible unless `captionHidden`). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only (a heading already names the list). */
  captionHidden?: boolean | undefined;
  /** Where a row leads: its first cell becomes a link to it. */
  rowHref?: ((row: T) => string | undefined) | undefined;
  /** A row was opened (its first cell clicked or activated by keyboard). */
  onRowActivate?: ((row: T) => void) | undefined;
  /** The rows are a previous page's while the next one loads. */
  busy?: boolean | undefined;
  /** Render every row even when long (printing); default false. */
  renderAll?: boolean | undefined;
  /** Changing it scrolls a virtualised table back to its top (a new page). */
  scrollKey?: string | number | undefined;
  /** Id of the outer element (the print target). */
  id?: string | undefined;
}

/**
 * A semantic table of list rows: caption, column headers with `scope="col"`, the first cell
 * a row header (and a link when `rowHref` is given). Pages longer than 60 rows render only
 * the rows the window shows as the page scrolls (no scroll box of the table's own, issue
 * 38), spacer rows keeping the height, so
 * the table stays a table for assistive technology (`aria-rowcount`, `aria-rowindex`).
 * When the columns do not fit, the lowest priorities hide first (`ListColumn.priority`).
 * CSS parts: `table`, `header`, `row`, `cell`, `link`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, caption, rowHref, onRowActivate } = props;
  const virtual = !props.renderAll && rows.length > VIRTUALIZE_OVER;
  const { window: w, ref } = useVirtualRows(rows.length, VIRTUAL_ROW_HEIGHT, virtual);
  useColumnFit(
    ref,
    columns.map((c, i) => priorityOf(c, i)),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top
  useLayoutEffect(() => {
    const el = ref.current;
    if (virtual && el && el.getBoundingClientRect().top < 0)
      el.scrollIntoView?.({ block: 'start' });
  }, [props.scrollKey]);

  const first = (row: T, content: ReactNode) => {
    const href = rowHref?.(row);
    if (href) {
      return (
        <a href={href} part="link" onClick={() => onRowActivate?.(row)}>
          {content}
        </a>
      );
    }
    if (!onRowActivate) return content;
    return (
      <button type="button" className="fp-link" part="link" onClick={() => onRowActivate(row)}>
        {content}
      </button>
    );
  };
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it takes focus
      <tr key={key} className="fp-table__spacer" aria-hidden="true" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    ) : null;

  return (
    <div id={props.id} ref={ref} className="fp-table-wrap" data-virtual={virtual || undefined}>
      <table
        className="fp-table"
        part="table"
        aria-busy={props.busy || undefined}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        <caption className={props.captionHidden ? 'fp-visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr part="row header-row" aria-rowindex={virtual ? 1 : undefined}>
            {columns.map((c, ci) => (
              <th
                key={c.id}
                scope="col"
                part="header"
                data-column={c.id}
                data-align={c.align}
                data-priority={priorityOf(c, ci)}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spacer(w.padTop, 'top')}
          {rows.slice(w.start, w.end).map((row, i) => (
            <tr
              key={rowKey(row)}
              part="row"
              aria-rowindex={virtual ? w.start + i + 2 : undefined}
              style={virtual ? { height: VIRTUAL_ROW_HEIGHT } : undefined}
            >
              {columns.map((c, ci) => {
                const content = c.cell ? c.cell(row) : c.value(row);
                return ci === 0 ? (
                  <th
                    key={c.id}
                    scope="row"
                    part="cell row-header"
                    data-column={c.id}
                    data-align={c.align}
                    data-priority={1}
                  >
                    {first(row, content)}
                  </th>
                ) : (
                  <td
                    key={c.id}
                    part="cell"
                    data-column={c.id}
                    data-align={c.align}
                    data-priority={priorityOf(c, ci)}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
          {spacer(w.padBottom, 'bottom')}
        </tbody>
      </table>
    </div>
  );
}

/** A column's priority as the stylesheet reads it; the first column always shows. */
function priorityOf<T>(column: ListColumn<T>, index: number): ColumnPriority {
  return index === 0 ? 1 : (column.priority ?? DEFAULT_PRIORITY);
}
