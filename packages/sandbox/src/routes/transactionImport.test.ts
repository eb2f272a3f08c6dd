import { ImportPreview, type Transaction } from '@flexportal/core/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outgoingMove } from '../ledger/moveLegs.js';
import { ownAccount, quoteWithdrawal } from '../ledger/operations.js';
import { postMoves } from '../ledger/postMove.js';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';
import { parseCsv } from './transactionImportRows.js';
import { moneyKit } from './transactionsTestKit.js';

const { live, events } = recordingLive();
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'pending'],
  accountsOf: ['acme', 'globex', 'pending'],
  app: { live, importPaceMs: 0 },
});

const HEADER = 'amount,transfer_service,customer_name,customer_iban,customer_account,bank_swift';
const GOOD = [
  HEADER,
  '100,sepa,Wayne Enterprises,DE44500105175407324931,,',
  '"250.00",swift,"Stark, Industries",,000123456789,CHASUS33XXX',
].join('\r\n');
const MIXED = [
  HEADER,
  '100,sepa,Wayne Enterprises,DE44500105175407324931,,',
  '20,sepa,Bad Iban,DE00XX,,',
  '1.001,sepa,Too Precise,DE44500105175407324931,,',
  '250,swift,Stark,,000123456789,CHASUS33XXX',
].join('\n');

/** A multipart upload to the import route. */
function upload(
  fields: Record<string, string>,
  csv: string | null,
  token?: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (csv !== null) form.append('file', new File([csv], 'payments.csv', { type: 'text/csv' }));
  return h.app.request('/api/v2/manager/transactions/import', {
    method: 'POST',
    body: form,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}
const countRows = async () => {
  const res = await h.database.db.execute(sql`select count(*)::int as n from transactions`);
  return (res as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
};

describe('CSV parsing', () => {
  it('reads quotes, escaped quotes, commas in quotes and CRLF; drops blank lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
  });
});

describe('POST manager/transactions/import (PP-7.4-10, PP-3.3-15/16, PP-4.4)', () => {
  it('previews statistics of the valid rows and errors keyed sheet.row.column, creating nothing', async () => {
    const before = await countRows();
    const res = await upload({ bank_account_id: String(ids['Acme EUR main']) }, MIXED, tokens.acme);
    expect(res.status).toBe(200);
    const body = (await json(res)).data;
    // Valid rows: 100 + 1.00 SEPA fee, 250 + 15.00 swift minimum fee.
    expect(ImportPreview.parse(body)).toMatchObject({
      transactionsCount: 2,
      transactionsAmount: '350.00',
      transactionsAmountWithFee: '366.00',
    });
    expect(Object.keys(body.errors).sort()).toEqual(['0.2.customer_iban', '0.3.amount']);
    expect(body.rows.map((r: { row: number }) => r.row)).toEqual([1, 2, 3, 4]);
    expect(body.rows[1]).toEqual({ row: 2, payee: 'DE00XX', amount: '20' });
    expect(await countRows()).toBe(before);
  });

  it('refuses a submit with errors as a whole (422) and bad forms', async () => {
    const before = await countRows();
    const aid = String(ids['Acme EUR main']);
    const res = await upload({ bank_account_id: aid, is_submit: '1' }, MIXED, tokens.acme);
    expect(res.status).toBe(422);
    expect((await json(res)).errors['0.2.customer_iban']).toBeDefined();
    expect(await countRows()).toBe(before);
    expect((await upload({ bank_account_id: aid }, null, tokens.acme)).status).toBe(422);
    const noAmount = await upload({ bank_account_id: aid }, 'name\nX', tokens.acme);
    expect((await json(noAmount)).data.errors.file).toBeDefined();
    expect(
      (await upload({ bank_account_id: aid, is_submit: 'yes' }, GOOD, tokens.acme)).status,
    ).toBe(422);
    expect(
      (await upload({ bank_account_id: String(ids['Acme BTC']) }, GOOD, tokens.acme)).status,
    ).toBe(422);
  });

  it('answers 401, 403 to readers and disabled companies, 404 for another company', async () => {
    const aid = String(ids['Acme EUR main']);
    expect((await upload({ bank_account_id: aid }, GOOD)).status).toBe(401);
    expect((await upload({ bank_account_id: aid }, GOOD, tokens.reader)).status).toBe(403);
    expect(
      (await upload({ bank_account_id: String(ids['Globex EUR']) }, GOOD, tokens.acme)).status,
    ).toBe(404);
    const disabled = await upload(
      { bank_account_id: String(ids['Initech EUR']), is_submit: 'true' },
      'amount,customer_name,customer_iban\n1,X,DE44500105175407324931',
      tokens.pending,
    );
    expect(disabled.status).toBe(403);
    expect(disabled.headers.get('X-OTP-Required')).toBeNull();
  });

  it('creates every row with a code bound to the file, publishes, then 409 on a repeat', async () => {
    const kit = moneyKit(h);
    const aid = String(ids['Acme EUR main']);
    const balance = await kit.balance(tokens.acme, ids['Acme EUR main'] as number);
    const submit = { bank_account_id: aid, is_submit: '1' };
    const first = await upload(submit, GOOD, tokens.acme);
    expect(first.status).toBe(403);
    expect(first.headers.get('X-OTP-Required')).toBe('google');
    h.tick();
    // Another file (another payee set) needs its own challenge (R7).
    const other = await upload(submit, GOOD.replace('250.00', '251.00'), tokens.acme, {
      'X-OTP-Code': h.code(),
    });
    expect(other.status).toBe(403);
    h.tick();
    events.length = 0;
    const res = await upload(submit, GOOD, tokens.acme, { 'X-OTP-Code': h.code() });
    expect(res.status).toBe(201);
    const body = (await json(res)).data;
    expect(body).toMatchObject({ transactionsCount: 2, transactionsAmountWithFee: '366.00' });
    expect(body.import).toMatchObject({
      status: 'QUEUE',
      rows_total: 2,
      file_name: 'payments.csv',
    });
    const done = await settled(body.import.id);
    expect(done).toMatchObject({
      status: 'DONE',
      success_count: 2,
      amount: '350.00',
      amount_with_fees: '366.00',
      failed_count: 0,
      rows_done: 2,
      actions: { has_errors: false },
    });
    const list = await json(
      await h.app.request('/api/v2/manager/transactions?mode=progress&per_page=100', {
        headers: { Authorization: `Bearer ${tokens.acme}` },
      }),
    );
    const mine = list.data.filter((t: { type: string }) => t.type === 'import');
    // The pending list holds the rows (AC-8-04), besides the seeded import.
    expect(mine.map((t: Transaction) => t.total_amount)).toEqual(
      expect.arrayContaining(['101.00', '265.00']),
    );
    expect(await kit.balance(tokens.acme, ids['Acme EUR main'] as number)).toBe(
      formatFixed(toUnits(balance) - toUnits('366'), 2),
    );
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('import.created');
    expect(names).toContain('import.updated');
    expect(names).toContain('account.updated');
    expect((await upload(submit, GOOD, tokens.acme)).status).toBe(409);
    const bypass = await upload({ ...submit, bypass_duplicate_check: '1' }, GOOD, tokens.acme);
    expect(bypass.status).toBe(403);
    expect(await kit.drift()).toEqual([]);
  });

  it('is all or nothing: a row the balance cannot cover rolls back the rows before it', async () => {
    const before = await countRows();
    const { companyId, userId } = await acmeIds();
    const source = await ownAccount(h.database.db, companyId, ids['Acme EUR main'] as number);
    const ok = await outgoingMove(
      h.database.db,
      quoteWithdrawal(source, toUnits('10'), 'sepa'),
      'import',
      {},
    );
    const tooBig = await outgoingMove(
      h.database.db,
      quoteWithdrawal(source, toUnits('99999999'), 'sepa'),
      'import',
      {},
    );
    await expect(
      postMoves(h.database.db, [ok, tooBig], {
        companyId,
        userId,
        dedupeKey: null,
        now: h.now(),
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await countRows()).toBe(before);
  });
});

/** Polls `GET manager/imports/{id}` until the job is DONE or ERROR. */
async function settled(id: number) {
  for (;;) {
    const res = await h.app.request(`/api/v2/manager/imports/${id}`, {
      headers: { Authorization: `Bearer ${tokens.acme}` },
    });
    const data = (await json(res)).data;
    if (data.status === 'DONE' || data.status === 'ERROR') return data;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Acme's company id and its manager's user id (foreign keys of a posted row). */
async function acmeIds(): Promise<{ companyId: number; userId: number }> {
  const res = await h.database.db.execute(
    sql`select company_id, id from users where email = 'manager@acme.test'`,
  );
  const row = (res as unknown as { rows: Array<{ company_id: number; id: number }> }).rows[0];
  return { companyId: row?.company_id as number, userId: row?.id as number };
}
