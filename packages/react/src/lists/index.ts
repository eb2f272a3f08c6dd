export type { ChooserColumn, ColumnChooserProps } from './ColumnChooser.js';
export { ColumnChooser } from './ColumnChooser.js';
export type { ColumnPriority } from './columnPriority.js';
export { DEFAULT_PRIORITY, hidingSteps } from './columnPriority.js';
export type { DataTableProps } from './DataTable.js';
export { DataTable } from './DataTable.js';
export type { EmptyStateProps } from './EmptyState.js';
export { EmptyState } from './EmptyState.js';
export type { ListPageProps } from './ListPage.js';
export { ListPage } from './ListPage.js';
export type { ListToolbarProps } from './ListToolbar.js';
export { ListToolbar } from './ListToolbar.js';
export type { CellValue, ListColumn } from './listColumn.js';
export { csvColumnsOf } from './listColumn.js';
export { listCss } from './listCss.js';
export type { ListFilters, ListState } from './listState.js';
export {
  cleanFilters,
  INITIAL_LIST_STATE,
  listStateFromQuery,
  listStateKey,
  listStateToQuery,
  mergeListQuery,
} from './listState.js';
export type { PagerProps } from './Pager.js';
export { Pager } from './Pager.js';
export type { PageItem } from './pageRange.js';
export { pageRange } from './pageRange.js';
export type { SearchFieldProps } from './SearchField.js';
export { SEARCH_DELAY_MS, SearchField } from './SearchField.js';
export type { TableSkeletonProps } from './TableSkeleton.js';
export { TableSkeleton } from './TableSkeleton.js';
export type { SettingsColumn, TableSettings } from './tableSettings.js';
export {
  DEFAULT_PER_PAGE,
  defaultColumnIds,
  defaultTableSettings,
  PAGE_SIZES,
  readTableSettings,
  tableSettingsKey,
  writeTableSettings,
} from './tableSettings.js';
export type { ListLoader, ListPageData, ListRequest, UseListPageOptions } from './useListPage.js';
export { useListPage } from './useListPage.js';
export type { FilterPatch, ListStateControls, UseListStateOptions } from './useListState.js';
export { useListState } from './useListState.js';
export type { TableSettingsControls } from './useTableSettings.js';
export { useTableSettings } from './useTableSettings.js';
export type { VirtualRows } from './useVirtualRows.js';
export { useVirtualRows } from './useVirtualRows.js';
export type { VirtualWindow, VirtualWindowInput } from './virtualWindow.js';
export {
  VIRTUAL_OVERSCAN,
  VIRTUAL_ROW_HEIGHT,
  VIRTUALIZE_OVER,
  virtualWindow,
} from './virtualWindow.js';
export { availableColumns, visibleColumns } from './visibleColumns.js';
