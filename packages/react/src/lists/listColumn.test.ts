import { describe, expect, it } from 'vitest';
import { toCsv } from '../helpers/csv.js';
import { csvColumnsOf, type ListColumn } from './listColumn.js';

interface Row {
  name: string;
  amount: string;
  currency: string;
}
const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  {
    id: 'amount',
    header: 'Amount',
    value: (r) => `${r.amount} ${r.currency}`,
    csv: [
      { header: 'Amount', value: (r) => r.amount },
      { header: 'Currency', value: (r) => r.currency },
    ],
  },
];

describe('csvColumnsOf', () => {
  it('maps a column to its value, or to the CSV columns it declares', () => {
    expect(csvColumnsOf(columns).map((c) => c.header)).toEqual(['Name', 'Amount', 'Currency']);
  });

  it('keeps amounts as the decimal strings they are', () => {
    const csv = toCsv(
      [{ name: 'TX1', amount: '0.10000000', currency: 'BTC' }],
      csvColumnsOf(columns),
    );
    expect(csv).toBe('Name,Amount,Currency\r\nTX1,0.10000000,BTC\r\n');
  });
});
