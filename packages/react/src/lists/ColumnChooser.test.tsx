import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { ColumnChooser } from './ColumnChooser.js';

const client = createClient({ baseURL: 'http://localhost/api/v2', storage: createMemoryStorage() });
const columns = [
  { id: 'name', header: 'Name', required: true },
  { id: 'fee', header: 'Fee' },
  { id: 'total', header: 'Total' },
];

function Harness() {
  const [chosen, setChosen] = useState(['name', 'fee', 'total']);
  return (
    <FlexportalProvider client={client}>
      <ColumnChooser columns={columns} chosen={chosen} onChange={setChosen} />
      <output>{chosen.join(',')}</output>
    </FlexportalProvider>
  );
}

describe('<ColumnChooser>', () => {
  it('opens as a disclosure, focuses the first box, closes on Escape back to the button', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Columns to show' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Columns to show' }).id).toBe(
      button.getAttribute('aria-controls'),
    );
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Fee' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('hides and shows columns, never the required one nor the last', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const name = screen.getByRole('checkbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fee' }));
    expect(screen.getByRole('status').textContent).toBe('name,total');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fee' }));
    expect(screen.getByRole('status').textContent).toBe('name,fee,total');
  });

  it('closes on a click outside', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Columns' });
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
