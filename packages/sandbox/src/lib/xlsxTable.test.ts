import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, XlsxRefused, xlsxRefusal } from './xlsxTable.js';
import { inflated, ZipRefused, zipEntries } from './zipEntries.js';

/** A workbook as exceljs writes it (shared strings after the sheet, like Excel's order). */
async function workbook(fill: (ws: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  fill(wb.addWorksheet('S'));
  wb.addWorksheet('Second').addRow(['never read']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('readXlsxRows (R16.6: read from memory, no temporary file)', () => {
  it('reads the first sheet as the text a person typed, in its columns', async () => {
    const bytes = await workbook((ws) => {
      ws.addRow(['amount', 'name', 'flag']);
      ws.addRow([12.5, { richText: [{ text: 'Wayne ' }, { text: 'Ent' }] }, true]);
      ws.addRow([]);
      ws.getCell('A4').value = { formula: '1+2', result: 3 };
      ws.getCell('C4').value = '  padded  ';
      ws.getCell('A5').value = { error: '#N/A' };
      ws.getCell('B5').value = 'x & <y>';
    });
    expect(await readXlsxRows(bytes, 100)).toEqual([
      { number: 1, cells: ['amount', 'name', 'flag'] },
      { number: 2, cells: ['12.5', 'Wayne Ent', 'true'] },
      { number: 4, cells: ['3', '', 'padded'] },
      { number: 5, cells: ['', 'x & <y>'] },
    ]);
  });

  it('reads inline strings, prefixed tags and an uncompressed (stored) zip', async () => {
    const zip = new JSZip();
    zip.file(
      'xl/worksheets/sheet1.xml',
      '<x:worksheet xmlns:x="main"><x:sheetData><x:row r="3"><x:c r="B3" t="inlineStr">' +
        '<x:is><x:t>Stark</x:t></x:is></x:c><x:c r="D3"><x:v>1e3</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
    );
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
    expect(await readXlsxRows(bytes, 10)).toEqual([
      { number: 3, cells: ['', 'Stark', '', '1000'] },
    ]);
  });

  it('stops after maxRows + 1 rows with text', async () => {
    const bytes = await workbook((ws) => {
      for (let i = 0; i < 50; i++) ws.addRow([i]);
    });
    expect(await readXlsxRows(bytes, 5)).toHaveLength(6);
  });

  it('refuses what is no xlsx with the person’s words', async () => {
    expect(await xlsxRefusal(new Uint8Array(0))).toBe('The file is empty.');
    expect(await xlsxRefusal(new TextEncoder().encode('amount\n1'))).toBe(
      'Only xlsx files are allowed.',
    );
    const noSheet = await new JSZip().file('a.txt', 'x').generateAsync({ type: 'uint8array' });
    await expect(readXlsxRows(noSheet, 1)).rejects.toEqual(
      new XlsxRefused('The file is corrupted.'),
    );
  });
});

describe('inflated (counted while inflating, stopped at the limit)', () => {
  it('stops a 10 MB entry at its 1 MB / ratio limit, having inflated no more than that', async () => {
    const zip = new JSZip().file('bomb.xml', new Uint8Array(10 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const [entry] = zipEntries(bytes, 10);
    const limit = Math.max(1024 * 1024, (entry?.packedSize ?? 0) * 200);
    let seen = 0;
    const read = async () => {
      for await (const chunk of inflated(
        bytes,
        entry as never,
        { left: 64e6 },
        {
          maxRatio: 200,
          ratioFloor: 1024 * 1024,
        },
      ))
        seen += chunk.length;
    };
    await expect(read()).rejects.toEqual(new ZipRefused('too-large'));
    expect(seen).toBeLessThanOrEqual(limit);
    expect(seen).toBeGreaterThan(limit - 64 * 1024);
  });

  it('shares one budget across the entries of a file', async () => {
    const zip = new JSZip();
    for (let i = 0; i < 3; i++) zip.file(`p${i}.txt`, 'a'.repeat(400_000));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
    const budget = { left: 1_000_000 };
    const limits = { maxRatio: 200, ratioFloor: 1024 * 1024 };
    const sizes: number[] = [];
    try {
      for (const entry of zipEntries(bytes, 10)) {
        let n = 0;
        for await (const chunk of inflated(bytes, entry, budget, limits)) n += chunk.length;
        sizes.push(n);
      }
    } catch (error) {
      expect(error).toEqual(new ZipRefused('too-large'));
    }
    expect(sizes).toEqual([400_000, 400_000]);
  });
});
