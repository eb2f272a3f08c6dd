import { useCallback, useMemo, useState } from 'react';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import {
  readTableSettings,
  type SettingsColumn,
  type TableSettings,
  writeTableSettings,
} from './tableSettings.js';

/** A table's settings and the ways to change them. */
export interface TableSettingsControls {
  /** Chosen columns and page size. */
  settings: TableSettings;
  /** Keeps a new choice of columns. */
  setColumns: (ids: readonly string[]) => void;
  /** Keeps a new page size. */
  setPerPage: (perPage: number) => void;
}

/**
 * The settings of table `tableId`, kept in the client's storage (`localStorage` in a
 * browser) so they survive a reload and are shared by every list with the same id.
 */
export function useTableSettings(
  tableId: string,
  columns: readonly SettingsColumn[],
): TableSettingsControls {
  const client = useFlexportalClient();
  const columnKey = columns.map((c) => `${c.id}${c.hiddenByDefault ? '-' : ''}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: columnKey stands for columns
  const read = useMemo(
    () => readTableSettings(client.storage, tableId, columns),
    [client, tableId, columnKey],
  );
  const [changed, setChanged] = useState<{ key: string; settings: TableSettings } | null>(null);
  const key = `${tableId}|${columnKey}`;
  const settings = changed?.key === key ? changed.settings : read;

  const save = useCallback(
    (next: TableSettings) => {
      writeTableSettings(client.storage, tableId, next, columns);
      setChanged({ key, settings: next });
    },
    [client, key, tableId, columns],
  );
  return {
    settings,
    setColumns: useCallback((ids) => save({ ...settings, columns: [...ids] }), [save, settings]),
    setPerPage: useCallback(
      (perPage) => save({ ...settings, per_page: perPage }),
      [save, settings],
    ),
  };
}
