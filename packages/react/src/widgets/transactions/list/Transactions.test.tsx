import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import {
  announcedTotal,
  ControlledTransactions,
  columnCells,
  listSettled,
  readerClient,
  readerToken,
  showTransactions,
  slow,
} from './transactionsSandbox.test-utils.js';

let token: unknown;
beforeAll(async () => {
  token = await readerToken();
});
const reader = () => readerClient(token);

describe('<Transactions> against the sandbox', () => {
  it('shows the settled rows of the company with their columns', async () => {
    showTransactions(reader());
    await listSettled();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Date',
      'Type',
      'Account',
      'Amount',
      'Fee',
      'Total',
      'Status',
      'Payee',
    ]);
    expect(columnCells('name').length).toBeGreaterThan(0);
    expect(new Set(columnCells('status'))).toEqual(new Set(['Settled']));
    expect(columnCells('name').every((n) => /^TX\d{8}$/.test(n ?? ''))).toBe(true);
    const amounts = columnCells('amount');
    expect(amounts.every((a) => /^\d{1,3}(,\d{3})*\.\d+\u00a0[A-Z]{3,4}$/.test(a ?? ''))).toBe(
      true,
    );
  }, 60_000);

  it('PP-2.3-09 lists the mode it is given', async () => {
    showTransactions(reader(), { mode: 'denied' });
    await listSettled('Denied transactions');
    expect(columnCells('status').length).toBeGreaterThan(0);
    expect(new Set(columnCells('status'))).toEqual(new Set(['Denied']));
  }, 60_000);

  it('PP-2.4-14 the account filter narrows the rows and reaches onStateChange', async () => {
    const spy = vi.fn();
    render(
      <FlexportalProvider client={reader()}>
        <ControlledTransactions initial={{ page: 1, filters: {} }} spy={spy} />
      </FlexportalProvider>,
    );
    await listSettled();
    const all = announcedTotal();
    const select = (await screen.findByRole('combobox', { name: 'Account' })) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1), slow);
    const gbp = [...select.options].find((o) => o.text === 'Acme GBP (GBP)');
    expect(gbp).toBeTruthy();
    fireEvent.change(select, { target: { value: gbp?.value } });
    expect(spy).toHaveBeenLastCalledWith({
      page: 1,
      filters: { bank_account_id: gbp?.value },
    });
    await waitFor(
      () => expect(new Set(columnCells('account'))).toEqual(new Set(['Acme GBP'])),
      slow,
    );
    await listSettled();
    expect(announcedTotal()).toBeLessThan(all);
  }, 60_000);

  it('moves to page 2 with 25 rows a page', async () => {
    const spy = vi.fn();
    render(
      <FlexportalProvider client={reader()}>
        <ControlledTransactions initial={{ page: 1, per_page: 25, filters: {} }} spy={spy} />
      </FlexportalProvider>,
    );
    await listSettled();
    expect(columnCells('name')).toHaveLength(25);
    const firstPage = columnCells('name');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 2, per_page: 25, filters: {} });
    await waitFor(
      () => expect(document.querySelector('.fp-pager__range')?.textContent).toMatch(/^26–50 of /),
      slow,
    );
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(columnCells('name').some((n) => firstPage.includes(n))).toBe(false);
  }, 60_000);

  it('AC-3-37 hides a column by the chooser, and the choice survives a remount', async () => {
    const client = reader();
    const first = showTransactions(client);
    await listSettled();
    const button = screen.getByRole('button', { name: 'Columns' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const fee = screen.getByRole('checkbox', { name: 'Fee' });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    fireEvent.click(fee);
    expect(screen.queryByRole('columnheader', { name: 'Fee' })).toBeNull();
    fireEvent.keyDown(fee, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    first.unmount();

    showTransactions(client);
    await listSettled();
    expect(screen.queryByRole('columnheader', { name: 'Fee' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeTruthy();
  }, 60_000);

  it('AC-3-36 says so when no transaction matches', async () => {
    showTransactions(reader(), { fromDate: '1999-01-01', toDate: '1999-01-31' });
    await listSettled();
    expect(screen.getByRole('status').textContent).toBe('No transactions match these filters.');
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('1999-01-01');
  }, 60_000);
});
