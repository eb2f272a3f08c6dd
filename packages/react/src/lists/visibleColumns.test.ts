import { describe, expect, it } from 'vitest';
import type { ListColumn } from './listColumn.js';
import { availableColumns, visibleColumns } from './visibleColumns.js';

const col = (id: string, extra: Partial<ListColumn<unknown>> = {}): ListColumn<unknown> => ({
  id,
  header: id,
  value: () => id,
  ...extra,
});
const columns = [
  col('id', { hiddenByDefault: true }),
  col('name', { simple: true, required: true }),
  col('date', { simple: true }),
  col('fee'),
  col('status', { simple: true }),
];
const ids = (cs: readonly ListColumn<unknown>[]) => cs.map((c) => c.id);

describe('visible columns', () => {
  it('shows the chosen columns in definition order, required ones always', () => {
    expect(ids(visibleColumns(columns, ['status', 'id']))).toEqual(['id', 'name', 'status']);
  });

  it('applies the simplified set (AC-3-38): only simple columns can show', () => {
    expect(ids(availableColumns(columns, true))).toEqual(['name', 'date', 'status']);
    expect(ids(visibleColumns(columns, ['id', 'fee', 'status'], true))).toEqual(['name', 'status']);
  });

  it('falls back to the defaults when nothing chosen is available', () => {
    expect(ids(visibleColumns(columns, ['id', 'fee'], true))).toEqual(['name', 'date', 'status']);
    expect(ids(visibleColumns(columns, []))).toEqual(['name', 'date', 'fee', 'status']);
  });

  it('uses every column when none is flagged simple', () => {
    expect(ids(availableColumns([col('a'), col('b')], true))).toEqual(['a', 'b']);
  });
});
