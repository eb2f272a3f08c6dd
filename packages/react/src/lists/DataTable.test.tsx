import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { DataTable } from './DataTable.js';
import type { ListColumn } from './listColumn.js';
import { VIRTUAL_ROW_HEIGHT } from './virtualWindow.js';

// The view alone, with rows in memory: no server is needed to render a table.
const client = createClient({ baseURL: 'http://localhost/api/v2', storage: createMemoryStorage() });
const wrap = (ui: ReactNode) =>
  render(<FlexportalProvider client={client}>{ui}</FlexportalProvider>);

interface Row {
  id: number;
  name: string;
  amount: string;
}
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, amount: `${i}.10` }));
const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'amount', header: 'Amount', value: (r) => r.amount, align: 'end' },
];

describe('<DataTable>', () => {
  it('is a semantic table: caption, column headers, a row header per row', () => {
    wrap(<DataTable columns={columns} rows={rows(3)} rowKey={(r) => r.id} caption="Things" />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('scope')),
    ).toEqual(['col', 'col']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Row 1', 'Row 2', 'Row 3']);
    expect(table.getAttribute('part')).toBe('table');
    expect(table.querySelector('td')?.getAttribute('part')).toBe('cell');
  });

  it('links the first cell and reports the activated row', () => {
    const onRowActivate = vi.fn();
    wrap(
      <DataTable
        columns={columns}
        rows={rows(2)}
        rowKey={(r) => r.id}
        caption="Things"
        rowHref={(r) => `#row-${r.id}`}
        onRowActivate={onRowActivate}
      />,
    );
    const link = screen.getByRole('link', { name: 'Row 2' });
    expect(link.getAttribute('href')).toBe('#row-2');
    fireEvent.click(link);
    expect(onRowActivate).toHaveBeenCalledWith({ id: 2, name: 'Row 2', amount: '1.10' });
  });

  it('renders only a window of a long page, spacers keeping the height', () => {
    wrap(<DataTable columns={columns} rows={rows(250)} rowKey={(r) => r.id} caption="Long" />);
    // One scroll (issue 38): the table is no scroll box of its own, the page scrolls.
    expect(screen.queryByRole('region')).toBeNull();
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('251');
    const body = screen.getAllByRole('rowheader');
    expect(body.length).toBeGreaterThan(10);
    expect(body.length).toBeLessThan(60);
    const spacer = table.querySelector<HTMLElement>('.fp-table__spacer');
    expect(spacer?.style.height).toBe(`${(250 - body.length) * VIRTUAL_ROW_HEIGHT}px`);

    // The page scrolled the table's top 200 rows above the window: the rows around row 200
    // render, with their positions.
    const wrapper = table.parentElement as HTMLElement;
    wrapper.getBoundingClientRect = () => ({ top: -200 * VIRTUAL_ROW_HEIGHT }) as DOMRect;
    fireEvent.scroll(document);
    const row200 = screen.getByRole('rowheader', { name: 'Row 200' }).parentElement;
    expect(row200?.getAttribute('aria-rowindex')).toBe('201');
    expect(screen.queryByRole('rowheader', { name: 'Row 1' })).toBeNull();
  });

  it('renders every row when asked (printing) or when the page is short', () => {
    wrap(
      <DataTable columns={columns} rows={rows(250)} rowKey={(r) => r.id} caption="All" renderAll />,
    );
    expect(screen.getAllByRole('rowheader')).toHaveLength(250);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBeNull();
  });
});
