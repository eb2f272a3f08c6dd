import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

interface Row {
  name: string;
  amount: string;
}
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Amount', value: (r: Row) => r.amount },
];

describe('PP-2.5-11 CSV export', () => {
  it('quotes commas, quotes and line breaks, with CRLF lines', () => {
    expect(toCsv([{ name: 'Acme, "Ltd"\nLondon', amount: '100.10' }], columns)).toBe(
      'Name,Amount\r\n"Acme, ""Ltd""\nLondon",100.10\r\n',
    );
  });

  it('keeps amounts as their exact decimal strings', () => {
    expect(toCsv([{ name: 'x', amount: '0.000000000000000001' }], columns)).toContain(
      ',0.000000000000000001\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv([{ name: '=HYPERLINK("http://evil")', amount: '-1+1' }], columns)).toBe(
      'Name,Amount\r\n"\'=HYPERLINK(""http://evil"")",\'-1+1\r\n',
    );
  });

  it('keeps a negative amount a number (a debit, not a formula)', () => {
    expect(toCsv([{ name: '-cmd', amount: '-1.10' }], columns)).toBe(
      "Name,Amount\r\n'-cmd,-1.10\r\n",
    );
  });
});
