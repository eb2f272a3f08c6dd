import type { Transaction } from '@flexportal/core/contract';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { Transactions } from './Transactions.js';
import {
  columnCells,
  listSettled,
  readerClient,
  readerToken,
} from './transactionsSandbox.test-utils.js';

let token: unknown;
beforeAll(async () => {
  token = await readerToken();
});

/** An exact API amount as German writes it, built without Intl: "1.525.191,25 EUR". */
// Without padding zeros past the second decimal (PP-5-20, issue 38), restated here.
const deAmount = (amount: string, currency: string) =>
  `${amount
    .replace(/(\.\d\d\d*?)0+$/, '$1')
    .replace(/^-?\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, '#'))
    .replace('.', ',')
    .replaceAll('#', '.')}\u00a0${currency}`;

const two = (n: number) => String(n).padStart(2, '0');

describe('<Transactions> in German against the sandbox', () => {
  it('groups amounts with "." and writes decimals with ","; dates carry their UTC time', async () => {
    const client = readerClient(token);
    const page = await client.http.list<Transaction>(
      'manager/transactions',
      { per_page: 100 },
      { query: { mode: 'settled' } },
    );
    const byName = new Map(page.items.map((tx) => [tx.name, tx]));
    render(
      <FlexportalProvider client={client} locale="de">
        <Transactions />
      </FlexportalProvider>,
    );
    await listSettled('Genehmigte Transaktionen');
    const names = columnCells('name');
    const amounts = columnCells('amount');
    const dates = columnCells('date');
    expect(names.length).toBeGreaterThan(0);
    let grouped = 0;
    names.forEach((name, i) => {
      const tx = byName.get(name ?? '');
      if (!tx) return; // a row added by a parallel test after the API read
      expect(amounts[i]).toBe(deAmount(tx.amount, tx.currency));
      if (/^\d{4,}/.test(tx.amount)) grouped += 1;
      const at = new Date(tx.created_at);
      const day = `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()}`;
      const time = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
      expect(dates[i]).toBe(`${day}, ${time} UTC`);
    });
    // The seeded rows include amounts of four digits and more: grouping is really shown.
    expect(grouped).toBeGreaterThan(0);
  }, 60_000);
});
