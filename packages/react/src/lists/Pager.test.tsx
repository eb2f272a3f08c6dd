import { createClient, createMemoryStorage, type ListMetaValues } from '@flexportal/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { Pager } from './Pager.js';

const client = createClient({ baseURL: 'http://localhost/api/v2', storage: createMemoryStorage() });
const meta = (page: number, last: number): ListMetaValues => ({
  current_page: page,
  last_page: last,
  per_page: 25,
  path: '',
  from: (page - 1) * 25 + 1,
  to: page * 25,
  total: last * 25,
});

describe('<Pager>', () => {
  it('marks the current page, pages, and changes the size', () => {
    const onPage = vi.fn();
    const onPerPage = vi.fn();
    render(
      <FlexportalProvider client={client}>
        <Pager meta={meta(5, 20)} perPage={25} onPage={onPage} onPerPage={onPerPage} />
      </FlexportalProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Previous',
      '1',
      '4',
      '5',
      '6',
      '20',
      'Next',
    ]);
    expect(within(nav).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('101–125 of 500')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(6);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(onPage).toHaveBeenLastCalledWith(20);
    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['25', '50', '100', '250']);
    fireEvent.change(size, { target: { value: '250' } });
    expect(onPerPage).toHaveBeenCalledWith(250);
  });

  it('disables Previous on the first page and hides the pages when there is one', () => {
    const { rerender } = render(
      <FlexportalProvider client={client}>
        <Pager meta={meta(1, 3)} perPage={30} onPage={vi.fn()} onPerPage={vi.fn()} />
      </FlexportalProvider>,
    );
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // A size that came from a URL stays selectable.
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('30');
    rerender(
      <FlexportalProvider client={client}>
        <Pager meta={meta(1, 1)} perPage={25} onPage={vi.fn()} onPerPage={vi.fn()} />
      </FlexportalProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
