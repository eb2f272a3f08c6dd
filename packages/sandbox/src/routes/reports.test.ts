import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportCsv } from '../reports/reportFile.js';
import { reportJobsIdle } from '../reports/reportJob.js';
import { accountIdsByName, json, sandboxSuite } from '../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['acme', 'reader', 'globex', 'solo'] });
let eur: number;
let globexAccount: number;
beforeAll(async () => {
  const ids = await accountIdsByName(h, tokens.acme);
  eur = Object.values(ids)[0] as number;
  globexAccount = Object.values(await accountIdsByName(h, tokens.globex))[0] as number;
});

const generate = (body: Record<string, unknown>, token = tokens.acme) =>
  h.call('POST', '/manager/reports/approved-transactions', { token, body });

/** Queues a report, waits for its job, and answers the finished row of the list. */
async function finished(body: Record<string, unknown>) {
  const res = await generate(body);
  expect(res.status).toBe(202);
  const queued = (await json(res)).data;
  expect(queued.status).toBe('queued');
  await reportJobsIdle(h.database.db);
  const list = await json(
    await h.call('GET', `/manager/reports?rid=${queued.id}`, { token: tokens.acme }),
  );
  expect(list.data).toHaveLength(1);
  return list.data[0];
}

/** Names of the settled transactions the list shows for the same account and period. */
async function listedNames(query: string): Promise<string[]> {
  const body = await json(
    await h.call('GET', `/manager/transactions?mode=settled&per_page=500&${query}`, {
      token: tokens.acme,
    }),
  );
  return body.data.map((t: { name: string }) => t.name).sort();
}

const download = (id: number, token = tokens.acme) =>
  h.call('GET', `/manager/reports/${id}/download`, { token });

describe('reports (AC-7mgr-20/21)', () => {
  it('generates a CSV in the background whose rows are the list of approved transactions', async () => {
    const report = await finished({ bank_account_id: eur, format: 'csv', period: 'total' });
    expect(report).toMatchObject({ status: 'done', format: 'csv', period: 'total' });
    expect(report.bank_account.id).toBe(eur);
    const res = await download(report.id);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toContain(`report-${report.id}.csv`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Transaction,Date,Type,Amount,Fee,Total,Currency');
    const names = lines.slice(1).map((l) => l.split(',')[0]);
    expect(names.length).toBeGreaterThan(0);
    expect(report.rows).toBe(names.length);
    expect(names.sort()).toEqual(await listedNames(`bank_account_id=${eur}`));
  });

  it('takes the dates of previous_month and notifies report.generated with the file', async () => {
    const report = await finished({
      bank_account_id: eur,
      format: 'csv',
      period: 'previous_month',
    });
    const now = new Date(h.now());
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    expect(report.date_from).toBe(first.toISOString().slice(0, 10));
    const text = await (await download(report.id)).text();
    const names = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(names.sort()).toEqual(await listedNames(`bank_account_id=${eur}&period=previous_month`));
    const rows = (await h.database.db.execute(
      sql`select type, filename, entity_id from notifications where entity_type = 'report' and entity_id = ${report.id}`,
    )) as unknown as { rows: Array<{ type: string; filename: string }> };
    expect(rows.rows).toEqual([
      { type: 'report.generated', filename: `report-${report.id}.csv`, entity_id: report.id },
    ]);
  });

  it('writes an xlsx workbook with the same rows, amounts as exact text', async () => {
    const csv = await finished({ bank_account_id: eur, format: 'csv', period: 'total' });
    const xlsx = await finished({ bank_account_id: eur, format: 'xlsx', period: 'total' });
    const res = await download(xlsx.id);
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Report');
    const values: string[][] = [];
    sheet?.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1).map(String));
    });
    const csvRows = (await (await download(csv.id)).text())
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(values).toEqual(csvRows);
  });

  it('writes a PDF with a line per transaction', async () => {
    const pdf = await finished({ bank_account_id: eur, format: 'pdf', period: 'total' });
    const res = await download(pdf.id);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Rows: ${pdf.rows})`);
  });

  it('answers 422 before queuing anything: no period or dates, reversed dates, bad format', async () => {
    const before = (await json(await h.call('GET', '/manager/reports', { token: tokens.acme })))
      .meta.total;
    for (const body of [
      { bank_account_id: eur, format: 'csv' },
      { bank_account_id: eur, format: 'csv', date_from: '2026-05-02', date_to: '2026-05-01' },
      { bank_account_id: eur, format: 'docx', period: 'total' },
      { bank_account_id: String(eur), format: 'csv', period: 'total' },
    ])
      expect((await generate(body)).status).toBe(422);
    const after = (await json(await h.call('GET', '/manager/reports', { token: tokens.acme }))).meta
      .total;
    expect(after).toBe(before);
  });

  it('keeps reports to their company (R9) and needs two-factor unless individual', async () => {
    const mine = await finished({ bank_account_id: eur, format: 'csv', period: 'total' });
    expect((await download(mine.id, tokens.globex)).status).toBe(404);
    const theirs = await json(await h.call('GET', '/manager/reports', { token: tokens.globex }));
    expect(theirs.data.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect(
      (await generate({ bank_account_id: globexAccount, format: 'csv', period: 'total' })).status,
    ).toBe(404);
    // The reader has no two-factor; the individual needs none.
    expect((await h.call('GET', '/manager/reports', { token: tokens.reader })).status).toBe(403);
    expect((await h.call('GET', '/manager/reports', { token: tokens.solo })).status).toBe(200);
  });

  it('quotes CSV fields and neutralises formulas', () => {
    const line = {
      name: '=HYPERLINK("x")',
      date: 'd',
      type: 'a,b',
      amount: '-1.00',
      fee: '0',
      total: '1',
      currency: 'EUR',
    };
    expect(reportCsv([line]).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",d,"a,b",-1.00,0,1,EUR`);
  });
});
