import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INITIAL_LIST_STATE } from './listState.js';
import { SEARCH_DELAY_MS, SearchField } from './SearchField.js';
import type { ListStateControls } from './useListState.js';

function controls(search: string, setFilters = vi.fn()): ListStateControls {
  return {
    state: { ...INITIAL_LIST_STATE, filters: search ? { search } : {} },
    setFilters,
  } as unknown as ListStateControls;
}

describe('SearchField: one search box for every list', () => {
  it('commits the typed text once typing pauses, or at once on Enter', () => {
    vi.useFakeTimers();
    const setFilters = vi.fn();
    render(<SearchField controls={controls('', setFilters)} label="Search" />);
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'acme ' } });
    expect(setFilters).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(setFilters).toHaveBeenCalledExactlyOnceWith({ search: 'acme' });
    fireEvent.change(box, { target: { value: 'globex' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(setFilters).toHaveBeenLastCalledWith({ search: 'globex' });
    vi.useRealTimers();
  });

  it('shows a search changed from outside (the URL lost it), and does not write the old text back', () => {
    vi.useFakeTimers();
    const setFilters = vi.fn();
    const { rerender } = render(
      <SearchField controls={controls('acme', setFilters)} label="Search" />,
    );
    expect(screen.getByLabelText('Search')).toHaveProperty('value', 'acme');
    rerender(<SearchField controls={controls('', setFilters)} label="Search" />);
    expect(screen.getByLabelText('Search')).toHaveProperty('value', '');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(setFilters).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
