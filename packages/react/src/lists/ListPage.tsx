import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import type { printElement } from '../helpers/print.js';
import { listsTexts } from '../i18n/areas/lists.js';
import { translateCoreText } from '../i18n/coreText.js';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { useStyles } from '../ui/styles/useStyles.js';
import { ColumnChooser } from './ColumnChooser.js';
import { DataTable } from './DataTable.js';
import { EmptyState } from './EmptyState.js';
import { ListToolbar } from './ListToolbar.js';
import { csvColumnsOf, type ListColumn } from './listColumn.js';
import { listCss } from './listCss.js';
import { listStateKey } from './listState.js';
import { Pager } from './Pager.js';
import { TableSkeleton } from './TableSkeleton.js';
import { DEFAULT_PER_PAGE } from './tableSettings.js';
import { type ListLoader, useListPage } from './useListPage.js';
import { type ListStateControls, type UseListStateOptions, useListState } from './useListState.js';
import { useTableSettings } from './useTableSettings.js';
import { availableColumns, visibleColumns } from './visibleColumns.js';

/** Props of {@link ListPage}: the table's description, its loader and where its state lives. */
export interface ListPageProps<T> extends UseListStateOptions {
  /** Id of the table's settings (chosen columns, page size), shared by lists of one kind. */
  tableId: string;
  /** Heading of the list. */
  title: ReactNode;
  /** Table caption for assistive technology; default the title. */
  caption?: ReactNode;
  /** Every column the table knows, in order. */
  columns: readonly ListColumn<T>[];
  /** A row's stable key. */
  rowKey: (row: T) => string | number;
  /** Loads a page; memoise it (a new function loads again). */
  load: ListLoader<T>;
  /**
   * The request path the rows come from (`manager/transactions`): the list loads again when
   * the client's cache invalidates it, e.g. after money moved in another screen.
   */
  path?: string | undefined;
  /** Filter controls above the table, or a function of the list state that renders them. */
  filters?: ReactNode | ((controls: ListStateControls) => ReactNode);
  /** Shows only the simplified column set (AC-3-38). */
  simplified?: boolean | undefined;
  /** Where a row leads: its first cell links there. */
  rowHref?: ((row: T) => string | undefined) | undefined;
  /** A row was opened. */
  onRowActivate?: ((row: T) => void) | undefined;
  /** Text of the empty state; default "No records found." */
  emptyText?: ReactNode;
  /** Name of the CSV file; default the table id. */
  csvFilename?: string | undefined;
  /** Actions on the list's rows (a bulk approval), shown under the title. */
  actions?: ReactNode;
}

/**
 * One list screen, the mechanism every table of the product reuses: title, filters,
 * "Export CSV" and "Print", a column chooser, the table (skeleton while loading, empty
 * state, virtualised when long) and the pager. State is controlled or its own, optionally
 * mirrored into the URL. A load failure is logged and leaves a neutral retry line.
 * CSS parts: `list`, `filters`, `toolbar`, `table`, `header`, `row`, `cell`, `pager`.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const t = useT(listsTexts);
  const ref = useStyles<HTMLElement>(listCss);
  const controls = useListState(props);
  const { state } = controls;
  const table = useTableSettings(props.tableId, props.columns);
  const visible = visibleColumns(props.columns, table.settings.columns, props.simplified);
  const perPage = state.per_page ?? table.settings.per_page;
  const request = { page: state.page, per_page: perPage, filters: state.filters };
  const { cache } = useFlexportalClient();
  const list = useListPage({
    load: props.load,
    state: request,
    source: props.path === undefined ? undefined : { cache, path: props.path },
  });
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<ReturnType<typeof printElement>>(null);
  const headingId = useId();
  const tableDomId = `${useId()}table`;
  const section = useRef<HTMLElement | null>(null);

  // Printing renders every row first (a virtualised table holds only the rows in view).
  // Printing and the CSV export load at their first use: no list's first load carries them.
  useLayoutEffect(() => {
    if (!printing) return;
    let mounted = true;
    void import('../helpers/print.js').then(({ printElement }) => {
      if (!mounted) return;
      setPrintError(section.current ? printElement(tableDomId, rootOf(section.current)) : null);
      setPrinting(false);
    });
    return () => {
      mounted = false;
    };
  }, [printing, tableDomId]);

  const exportCsv = () => {
    const [rows, columns] = [list.items, csvColumnsOf(visible)];
    const doc = section.current?.ownerDocument ?? document;
    void import('../helpers/csv.js').then(({ downloadCsv, toCsv }) =>
      downloadCsv(props.csvFilename ?? props.tableId, toCsv(rows, columns), doc),
    );
  };
  const changePerPage = (n: number) => {
    table.setPerPage(n);
    // The default stays out of the URL; the saved setting then supplies it.
    controls.setPerPage(n === DEFAULT_PER_PAGE ? undefined : n);
  };
  const filters = typeof props.filters === 'function' ? props.filters(controls) : props.filters;
  const first = list.meta === null;
  const empty = !first && list.items.length === 0;

  return (
    <section
      ref={(el) => {
        ref.current = el;
        section.current = el;
      }}
      className="fp-root fp-list"
      part="list"
      aria-labelledby={headingId}
      aria-busy={list.status === 'loading' || undefined}
    >
      <h2 id={headingId} className="fp-list__title">
        {props.title}
      </h2>
      {props.actions}
      <div className="fp-list__bar">
        {filters ? (
          // biome-ignore lint/a11y/useSemanticElements: a <search> element is not yet in every browser
          <div
            className="fp-list__filters"
            part="filters"
            role="search"
            aria-label={t('list.filters')}
          >
            {filters}
          </div>
        ) : null}
        <ListToolbar
          onExportCsv={exportCsv}
          onPrint={() => setPrinting(true)}
          disabled={list.items.length === 0}
        >
          <ColumnChooser
            columns={availableColumns(props.columns, props.simplified)}
            chosen={visible.map((c) => c.id)}
            onChange={table.setColumns}
          />
        </ListToolbar>
      </div>
      {printError ? <p role="alert">{translateCoreText(t, printError)}</p> : null}
      {list.status === 'error' ? (
        <p className="fp-retry" role="status">
          {t('list.failed')}
          <Button variant="secondary" onClick={list.reload}>
            {t('list.retry')}
          </Button>
        </p>
      ) : null}
      {first && list.status !== 'error' ? <TableSkeleton columns={visible.length} /> : null}
      {empty && list.status === 'ready' ? <EmptyState text={props.emptyText} /> : null}
      {list.items.length > 0 ? (
        <DataTable
          id={tableDomId}
          columns={visible}
          rows={list.items}
          rowKey={props.rowKey}
          caption={props.caption ?? props.title}
          captionHidden
          rowHref={props.rowHref}
          onRowActivate={props.onRowActivate}
          busy={list.stale}
          renderAll={printing}
          scrollKey={listStateKey(request)}
        />
      ) : null}
      {list.meta && (list.meta.total > 0 || state.page > 1) ? (
        <Pager
          meta={list.meta}
          perPage={perPage}
          onPage={controls.setPage}
          onPerPage={changePerPage}
        />
      ) : null}
    </section>
  );
}

/** The document or shadow root an element renders in (custom elements live in the latter). */
function rootOf(el: Element): Document | ShadowRoot {
  const root = el.getRootNode();
  return typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root : el.ownerDocument;
}
