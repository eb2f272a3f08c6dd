import type { Transaction } from '@flexportal/core/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toCsv } from '../../../helpers/csv.js';
import { listsTexts } from '../../../i18n/areas/lists.js';
import { createTranslate } from '../../../i18n/translate.js';
import { csvColumnsOf } from '../../../lists/listColumn.js';
import { defaultColumnIds } from '../../../lists/tableSettings.js';
import { visibleColumns } from '../../../lists/visibleColumns.js';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { Transactions } from './Transactions.js';
import { transactionColumns } from './transactionColumns.js';
import {
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

describe('<Transactions> URL, links and export', () => {
  it('mirrors the filters into the page URL with syncUrl', async () => {
    history.replaceState(null, '', '/transactions?lang=de&bid=24');
    showTransactions(reader(), { syncUrl: true });
    await listSettled();
    expect((screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement).value).toBe(
      '24',
    );
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'current_year' } });
    expect(location.search).toBe('?lang=de&bid=24&period=current_year');
    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: '' } });
    expect(location.search).toBe('?lang=de&period=current_year');
    history.replaceState(null, '', '/');
  }, 60_000);

  it('fires onTransaction with the opened row and links rows by the template', async () => {
    const onTransaction = vi.fn();
    const { rerender } = showTransactions(reader(), { onTransaction });
    await listSettled();
    const name = columnCells('name')[0] as string;
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onTransaction).toHaveBeenCalledWith({
      id: Number(name.slice(2)),
      name,
      status: 'settled',
    });
    rerender(
      <FlexportalProvider client={reader()}>
        <Transactions transactionHref="/manager/transactions/{id}" />
      </FlexportalProvider>,
    );
    const link = await screen.findByRole('link', { name }, slow);
    expect(link.getAttribute('href')).toBe(`/manager/transactions/${Number(name.slice(2))}`);
  }, 60_000);

  it('PP-2.5-11 exports the visible columns with amounts unchanged', async () => {
    const client = reader();
    const page = await client.http.list<Transaction>(
      'manager/transactions',
      { per_page: 5 },
      {
        query: { mode: 'settled' },
      },
    );
    // The account column names the source account, or the target of an incoming move.
    const firstAccount = page.items[0]?.bank_account_id ?? page.items[0]?.to_account_id ?? 0;
    const names = new Map([[firstAccount, 'Main']]);
    const all = transactionColumns(
      createTranslate('en', [listsTexts]),
      'en',
      (id) => names.get(id) ?? `#${id}`,
    );
    const csv = toCsv(page.items, csvColumnsOf(visibleColumns(all, defaultColumnIds(all))));
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('Name,Date,Type,Account,Amount,Currency,Fee,Total,Status,Payee');
    const tx = page.items[0] as Transaction;
    expect(first?.split(',').slice(0, 6)).toEqual([
      tx.name,
      tx.created_at,
      expect.any(String),
      'Main',
      tx.amount,
      tx.currency,
    ]);
    expect(tx.amount).toMatch(/^\d+\.\d{2,8}$/);
  }, 60_000);
});
