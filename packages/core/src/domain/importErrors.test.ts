import { describe, expect, it } from 'vitest';
import { importHintOf } from './cellHints.js';
import { IMPORT_COLUMNS } from './importColumns.js';
import {
  annotateCell,
  annotateWorkbook,
  importErrorsByRow,
  planImportErrors,
} from './importErrors.js';

const HEADER = ['Amount', 'transfer_service', 'customer_iban'];

describe('planImportErrors (PP-5-12..15)', () => {
  it('maps sheet.row.column to spreadsheet row+1 and the header column, by name or index', () => {
    const plan = planImportErrors(
      { '0.1.customer_iban': ['Bad IBAN.'], '0.3.0': ['Too precise.'] },
      HEADER,
      3,
    );
    expect(plan.marks).toEqual([
      { sheet: 0, row: 2, column: 3, messages: ['Bad IBAN.'] },
      { sheet: 0, row: 4, column: 1, messages: ['Too precise.'] },
    ]);
    expect(plan.general).toEqual([]);
  });

  it('marks every amount cell for key Amount and only logs key handle', () => {
    const plan = planImportErrors(
      { Amount: ['Over the limit.'], handle: ['Worker died.'] },
      HEADER,
      2,
    );
    expect(plan.marks.map((m) => [m.row, m.column])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    expect(plan.logged).toEqual(['Worker died.']);
  });

  it('joins two keys naming the same cell and keeps unplaceable keys as general', () => {
    const plan = planImportErrors(
      { '0.1.amount': ['A.'], '0.1.0': ['B.'], file: ['No rows.'], '0.1.nope': ['C.'] },
      HEADER,
      1,
    );
    expect(plan.marks).toEqual([{ sheet: 0, row: 2, column: 1, messages: ['A.', 'B.'] }]);
    expect(plan.general).toEqual(['No rows.', 'C.']);
  });
});

describe('annotateCell and annotateWorkbook', () => {
  it('writes the original value plus (Error: message)', () => {
    expect(annotateCell('DE00', ['Bad IBAN.'])).toBe('DE00 (Error: Bad IBAN.)');
    expect(annotateCell('', ['Required.'])).toBe('(Error: Required.)');
  });

  it('changes exactly the marked cells of the sheet', () => {
    const cells = new Map<string, { text: string; value: unknown }>();
    const sheet = {
      getCell(row: number, column: number) {
        const id = `${row}:${column}`;
        if (!cells.has(id))
          cells.set(id, { text: `r${row}c${column}`, value: `r${row}c${column}` });
        return cells.get(id) as { text: string; value: unknown };
      },
    };
    annotateWorkbook(
      { worksheets: [sheet] },
      planImportErrors({ '0.2.customer_iban': ['Bad.'], '1.1.amount': ['Gone.'] }, HEADER, 2),
    );
    expect([...cells.entries()].map(([k, c]) => [k, c.value])).toEqual([
      ['3:3', 'r3c3 (Error: Bad.)'],
    ]);
  });
});

describe('importErrorsByRow', () => {
  it('groups the first sheet errors by row as columns, each once, never the messages', () => {
    const rows = importErrorsByRow({
      '0.2.customer_iban': ['Bad IBAN.', 'Invalid input: expected string'],
      '0.2.amount': ['Too precise.'],
      '0.4.amount': ['Too large.'],
      '1.2.amount': ['Other sheet.'],
      handle: ['Logged.'],
    });
    expect([...rows.entries()]).toEqual([
      [2, ['customer_iban', 'amount']],
      [4, ['amount']],
    ]);
  });
});

describe('importHintOf', () => {
  it('asks each column for its kind of value, any case, and an unknown column to be checked', () => {
    expect(importHintOf('amount')).toBe('amount');
    expect(importHintOf(' Customer_IBAN ')).toBe('iban');
    expect(importHintOf('bank_country')).toBe('country');
    expect(importHintOf('customer_country')).toBe('country');
    expect(importHintOf('bank_swift')).toBe('swift');
    expect(importHintOf('transfer_service')).toBe('service');
    expect(importHintOf('customer_legal_type')).toBe('legalType');
    expect(importHintOf('customer_name')).toBe('text');
    expect(importHintOf('3')).toBe('other');
  });

  it('has a hint for every column of the template', () => {
    for (const c of IMPORT_COLUMNS) expect(importHintOf(c)).not.toBe('other');
  });
});
