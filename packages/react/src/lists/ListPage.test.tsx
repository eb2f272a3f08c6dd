import { createClient, createMemoryStorage, type ListResult } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { ListPage } from './ListPage.js';
import type { ListColumn } from './listColumn.js';
import type { ListLoader } from './useListPage.js';

// The mechanism with rows in memory: the loader is the caller's, so no server is needed.
interface Row {
  id: number;
  name: string;
  amount: string;
}
const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'amount', header: 'Amount', value: (r) => r.amount, align: 'end' },
];
const ROWS: Row[] = Array.from({ length: 80 }, (_, i) => ({
  id: i + 1,
  name: `Row ${i + 1}`,
  amount: `${i}.10000000`,
}));
const answer = (page: number, per_page: number): ListResult<Row> => ({
  items: ROWS.slice((page - 1) * per_page, page * per_page),
  meta: {
    current_page: page,
    last_page: Math.ceil(ROWS.length / per_page),
    per_page,
    path: '',
    from: (page - 1) * per_page + 1,
    to: Math.min(page * per_page, ROWS.length),
    total: ROWS.length,
  },
});
const memory: ListLoader<Row> = async ({ page, per_page }) => answer(page, per_page);

function show(load: ListLoader<Row>) {
  const client = createClient({
    baseURL: 'http://localhost/api/v2',
    storage: createMemoryStorage(),
  });
  return render(
    <FlexportalProvider client={client}>
      <ListPage
        tableId="things"
        title="Things"
        columns={columns}
        rowKey={(r) => r.id}
        load={load}
      />
    </FlexportalProvider>,
  );
}
afterEach(() => vi.restoreAllMocks());

describe('<ListPage>', () => {
  it('shows a skeleton first, then the rows with 100 a page by default', async () => {
    show(memory);
    expect(screen.getByRole('table', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('1–80 of 80')).toBeTruthy();
  });

  it('after a failure shows a neutral retry line that loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    show(async (request, signal) => {
      if (fail) throw new Error('offline');
      return memory(request, signal);
    });
    const line = await screen.findByText('The list could not be loaded.');
    expect(line.getAttribute('role')).toBe('status');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1–80 of 80')).toBeTruthy();
    expect(screen.queryByText('The list could not be loaded.')).toBeNull();
  });

  it('exports the rows of the page as CSV, amounts as they are', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show(memory);
    await screen.findByText('1–80 of 80');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The export's code loads at the first click.
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]?.text();
    const lines = text?.replace('\uFEFF', '').split('\r\n') ?? [];
    expect(lines[0]).toBe('Name,Amount');
    expect(lines[2]).toBe('Row 2,1.10000000');
    expect(lines).toHaveLength(82); // header, 80 rows, final line break
  });

  it('prints the whole page, not only the rows in view', async () => {
    let printedRows = 0;
    vi.spyOn(window, 'print').mockImplementation(() => {
      printedRows = document.querySelectorAll('.fp-print-target tbody [data-column="name"]').length;
    });
    show(memory);
    await screen.findByText('1–80 of 80');
    expect(document.querySelectorAll('tbody [data-column="name"]').length).toBeLessThan(80);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printedRows).toBe(80));
    expect(document.querySelector('.fp-print-target')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
