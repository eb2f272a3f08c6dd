import { BankAccount, GrandTotal, Transaction } from '@flexportal/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { type Harness, harness, json } from '../testing/harness.js';

let h: Harness;
let acme: string;
let reader: string;
let globex: string;
let solo: string;
let pending: string;
let ids: Record<string, number>;

async function accountIds(token: string) {
  const list = await json(await h.call('GET', '/manager/bank-accounts', { token }));
  return Object.fromEntries(list.data.map((a: BankAccount) => [a.name, a.id])) as Record<
    string,
    number
  >;
}
async function balance(token: string, id: number) {
  return BankAccount.parse(
    (await json(await h.call('GET', `/manager/bank-accounts/${id}`, { token }))).data,
  ).available_balance;
}
/** A money move by the Acme manager: the 403 challenge, then a fresh authenticator code. */
async function move(path: string, body: unknown, token = acme) {
  const challenged = await h.call('POST', path, { token, body });
  if (challenged.status !== 403) return challenged;
  h.tick();
  return h.call('POST', path, { token, body, headers: { 'X-OTP-Code': h.code() } });
}
async function ledgerSums() {
  const rows = await h.database.db.execute(
    sql`select currency, sum(amount)::text as sum from ledger_postings group by currency`,
  );
  return (rows as unknown as { rows: Array<{ currency: string; sum: string }> }).rows;
}

beforeAll(async () => {
  h = await harness();
  [acme, reader, globex, solo, pending] = await Promise.all([
    h.login('manager@acme.test'),
    h.login('reader@acme.test'),
    h.login('manager@globex.test'),
    h.login('solo@individual.test'),
    h.login('pending@initech.test'),
  ]);
  ids = { ...(await accountIds(acme)), ...(await accountIds(globex)), ...(await accountIds(solo)) };
}, 60_000);
afterAll(() => h.close());

describe('GET manager/transactions and {id} (PP-7.4-14)', () => {
  it('lists the company transactions newest first, in every mode, with filters', async () => {
    const body = await json(await h.call('GET', '/manager/transactions', { token: acme }));
    expect(body.meta.per_page).toBe(100);
    const list = body.data.map((t: unknown) => Transaction.parse(t));
    expect(new Set(list.map((t: Transaction) => t.status))).toEqual(
      new Set(['settled', 'progress', 'api', 'denied']),
    );
    expect(list.every((t: Transaction) => /^TX\d{8}$/.test(t.name))).toBe(true);
    const denied = await json(
      await h.call('GET', '/manager/transactions?mode=denied', { token: acme }),
    );
    expect(denied.data.map((t: Transaction) => t.status)).toEqual(['denied']);
    const gbp = await json(
      await h.call('GET', `/manager/transactions?bank_account_id=${ids['Acme GBP']}`, {
        token: acme,
      }),
    );
    expect(gbp.data.every((t: Transaction) => t.currency === 'GBP')).toBe(true);
    expect((await h.call('GET', '/manager/transactions?mode=bogus', { token: acme })).status).toBe(
      422,
    );
    expect(
      (await h.call('GET', '/manager/transactions?from_date=yesterday', { token: acme })).status,
    ).toBe(422);
  });

  it('never shows another company a transaction', async () => {
    const mine = await json(await h.call('GET', '/manager/transactions', { token: acme }));
    const theirs = await json(await h.call('GET', '/manager/transactions', { token: globex }));
    const theirIds = new Set(theirs.data.map((t: Transaction) => t.id));
    expect(mine.data.some((t: Transaction) => theirIds.has(t.id))).toBe(false);
    const one = mine.data[0] as Transaction;
    expect((await h.call('GET', `/manager/transactions/${one.id}`, { token: acme })).status).toBe(
      200,
    );
    expect((await h.call('GET', `/manager/transactions/${one.id}`, { token: reader })).status).toBe(
      200,
    );
    expect((await h.call('GET', `/manager/transactions/${one.id}`, { token: globex })).status).toBe(
      404,
    );
    expect((await h.call('GET', '/manager/transactions/0', { token: acme })).status).toBe(422);
  });
});

describe('grand total (PP-7.4-07/08, PP-3.4)', () => {
  it('previews a SEPA withdrawal by query', async () => {
    const res = await h.call(
      'GET',
      `/manager/transactions/grand-total?amount=100&bank_account_id=${ids['Acme GBP']}&transfer_service=sepa`,
      { token: acme },
    );
    expect(GrandTotal.parse((await json(res)).data)).toMatchObject({
      transaction_amount: '100.00',
      fee_amount: '1.00',
      exchange_fee_amount: '0.00',
      total_amount: '101.00',
      is_enough_balance: true,
    });
  });
  it('previews an exchange with the 0.5 % fee and the converted amount', async () => {
    const res = await h.call('POST', '/manager/grand-total/transfer', {
      token: acme,
      body: {
        bank_account_id: ids['Acme GBP'],
        to_account_id: ids['Acme USD (no IBAN)'],
        amount: '1000',
      },
    });
    const body = (await json(res)).data;
    expect(body).toMatchObject({
      exchange_fee_amount: '5.00',
      total_amount: '1005.00',
      to_amount: '1265.00',
      rate: '1.265',
    });
  });
  it('previews a swift withdrawal by draft with the minimum fee', async () => {
    const res = await h.call('POST', '/manager/grand-total/iban', {
      token: acme,
      body: {
        bank_account_id: ids['Acme USD (no IBAN)'],
        amount: '100',
        transfer_service: 'swift',
        customer_account: '123456',
        customer_name: 'Stark',
      },
    });
    expect((await json(res)).data).toMatchObject({ fee_amount: '15.00', total_amount: '115.00' });
  });
  it('answers 404 for foreign accounts and 422 for bad input', async () => {
    expect(
      (
        await h.call(
          'GET',
          `/manager/transactions/grand-total?amount=1&bank_account_id=${ids['Globex EUR']}`,
          { token: acme },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call('POST', '/manager/grand-total/transfer', {
          token: acme,
          body: { bank_account_id: ids['Acme GBP'], amount: 1 },
        })
      ).status,
    ).toBe(422);
    expect(
      (await h.call('POST', '/manager/grand-total/transfer', { token: acme, body: '{' })).status,
    ).toBe(400);
  });
});

describe('two-factor on money moves (PP-4.3, PP-6, R7)', () => {
  const draft = () => ({
    bank_account_id: ids['Acme EUR main'],
    to_account_id: ids['Acme EUR free market'],
    amount: '10.00',
  });

  it('answers 403 with X-OTP-Required until a valid code comes, then posts once', async () => {
    const first = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: draft(),
    });
    expect(first.status).toBe(403);
    expect(first.headers.get('X-OTP-Required')).toBe('google');
    const wrong = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: draft(),
      headers: { 'X-OTP-Code': '000000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('X-OTP-Required')).toBe('google');
    h.tick();
    const code = h.code();
    const ok = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: draft(),
      headers: { 'X-OTP-Code': code },
    });
    expect(ok.status).toBe(201);
    // The same payload again is a duplicate (409, PP-8-09) ...
    const dup = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: draft(),
      headers: { 'X-OTP-Code': code },
    });
    expect(dup.status).toBe(409);
    // ... and with the bypass the same code is refused: bypass never skips the code (R4).
    const again = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: { ...draft(), bypass_duplicate_check: true },
      headers: { 'X-OTP-Code': code },
    });
    expect(again.status).toBe(403);
  });

  it('binds the code to the payload: a changed amount or payee needs a new challenge', async () => {
    await h.call('POST', '/manager/transactions/transfer', { token: acme, body: draft() });
    h.tick();
    const changedAmount = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: { ...draft(), amount: '11.00' },
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(changedAmount.status).toBe(403);
    h.tick();
    const changedPayee = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: { ...draft(), to_account_id: ids['Acme EUR main'] === 1 ? 2 : ids['Acme GBP'] },
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(changedPayee.status).toBe(403);
  });

  it('expires a challenge after 10 minutes', async () => {
    await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: { ...draft(), amount: '12.00' },
    });
    h.tick(11 * 60_000);
    const late = await h.call('POST', '/manager/transactions/transfer', {
      token: acme,
      body: { ...draft(), amount: '12.00' },
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(late.status).toBe(403);
  });

  it('mails a code to users without an authenticator, readable in the dev mailbox', async () => {
    const body = { bank_account_id: ids['Solo EUR'], to_account_id: ids['Solo EUR'], amount: '5' };
    expect((await h.call('POST', '/manager/transactions/iban', { token: solo, body })).status).toBe(
      422,
    );
    const withdrawal = {
      bank_account_id: ids['Solo EUR'],
      amount: '5',
      transfer_service: 'sepa',
      customer_iban: 'DE44 5001 0517 5407 3249 31',
      customer_name: 'Wayne Enterprises',
    };
    const challenged = await h.call('POST', '/manager/transactions/iban', {
      token: solo,
      body: withdrawal,
    });
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('X-OTP-Required')).toBe('email');
    const mail = await json(await h.app.request('/sandbox/mailbox?email=solo@individual.test'));
    const code = /(\d{6})/.exec(mail.data[0].body)?.[1] as string;
    const ok = await h.call('POST', '/manager/transactions/iban', {
      token: solo,
      body: withdrawal,
      headers: { 'X-OTP-Code': code },
    });
    expect(ok.status).toBe(201);
    const tx = Transaction.parse((await json(ok)).data);
    expect(tx).toMatchObject({
      type: 'withdrawal',
      status: 'progress',
      amount: '5.00',
      fee_amount: '1.00',
      total_amount: '6.00',
    });
    expect(await balance(solo, ids['Solo EUR'] as number)).toBe('1494.00');
    const reuse = await h.call('POST', '/manager/transactions/iban', {
      token: solo,
      body: { ...withdrawal, bypass_duplicate_check: true },
      headers: { 'X-OTP-Code': code },
    });
    expect(reuse.status).toBe(403);
  });
});

describe('POST manager/transactions/* (PP-7.4-09, ledger)', () => {
  it('transfers between own accounts for free, moving both balances', async () => {
    const before = await balance(acme, ids['Acme EUR free market'] as number);
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme EUR main'],
      to_account_id: ids['Acme EUR free market'],
      amount: '100.5',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      type: 'transfer',
      status: 'settled',
      amount: '100.50',
      fee_amount: '0.00',
    });
    expect(await balance(acme, ids['Acme EUR free market'] as number)).toBe(
      formatFixed(toUnits(before) + toUnits('100.5'), 2),
    );
  });

  it('exchanges to another currency at the seeded rate with the exchange fee', async () => {
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme GBP'],
      to_account_id: ids['Acme USD (no IBAN)'],
      amount: '200',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      type: 'exchange',
      amount: '200.00',
      exchange_fee_amount: '1.00',
      to_amount: '253.00',
      to_currency: 'USD',
    });
  });

  it('converts crypto with the crypto feature', async () => {
    const res = await move('/manager/transactions/convert', {
      bank_account_id: ids['Acme BTC'],
      to_account_id: ids['Acme EUR main'],
      amount: '0.01',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      type: 'convert',
      amount: '0.01000000',
      to_amount: '612.50',
      to_currency: 'EUR',
    });
    const disabled = await move('/manager/transactions/convert', {
      bank_account_id: ids['Acme TRX'],
      to_account_id: ids['Acme EUR main'],
      amount: '1',
    });
    expect(disabled.status).toBe(422);
  });

  it('refuses an overdraft with 422 and changes nothing', async () => {
    const before = await balance(acme, ids['Acme GBP'] as number);
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme GBP'],
      to_account_id: ids['Acme USD (no IBAN)'],
      amount: '999999',
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.amount).toEqual(['Insufficient funds.']);
    expect(await balance(acme, ids['Acme GBP'] as number)).toBe(before);
  });

  it('never moves money from or to another company (404, nothing changes)', async () => {
    const before = await balance(globex, ids['Globex EUR'] as number);
    expect(
      (
        await move('/manager/transactions/transfer', {
          bank_account_id: ids['Globex EUR'],
          to_account_id: ids['Acme EUR main'],
          amount: '1',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await move('/manager/transactions/transfer', {
          bank_account_id: ids['Acme EUR main'],
          to_account_id: ids['Globex EUR'],
          amount: '1',
        })
      ).status,
    ).toBe(404);
    expect(await balance(globex, ids['Globex EUR'] as number)).toBe(before);
  });

  it('refuses readers (403), disabled companies (403) and bad drafts (422)', async () => {
    expect(
      (
        await h.call('POST', '/manager/transactions/transfer', {
          token: reader,
          body: {
            bank_account_id: ids['Acme EUR main'],
            to_account_id: ids['Acme GBP'],
            amount: '1',
          },
        })
      ).status,
    ).toBe(403);
    const initech = await accountIds(pending);
    const p = await h.call('POST', '/manager/transactions/iban', {
      token: pending,
      body: {
        bank_account_id: initech['Initech EUR'],
        amount: '1',
        customer_iban: 'DE44500105175407324931',
        customer_name: 'X',
      },
    });
    expect(p.status).toBe(403);
    expect(p.headers.get('X-OTP-Required')).toBeNull();
    for (const bad of [
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: 1 },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: '1e3' },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: '0' },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme GBP'], amount: '1.001' },
      { bank_account_id: ids['Acme EUR main'], to_account_id: ids['Acme EUR main'], amount: '1' },
      { bank_account_id: 'x', to_account_id: ids['Acme GBP'], amount: '1' },
    ]) {
      expect((await move('/manager/transactions/transfer', bad)).status, JSON.stringify(bad)).toBe(
        422,
      );
    }
    expect(
      (await h.call('POST', '/manager/transactions/transfer', { token: acme, body: 'not json' }))
        .status,
    ).toBe(400);
  });

  it('ignores unknown fields consistently', async () => {
    const res = await move('/manager/transactions/transfer', {
      bank_account_id: ids['Acme EUR main'],
      to_account_id: ids['Acme EUR free market'],
      amount: '1',
      status: 'settled',
      company_id: 999,
      fee: '0',
    });
    expect(res.status).toBe(201);
  });

  it('withdraws to an IBAN with the SEPA fee and denies it back', async () => {
    const before = await balance(acme, ids['Acme EUR main'] as number);
    const res = await move('/manager/transactions/iban', {
      bank_account_id: ids['Acme EUR main'],
      amount: '40',
      transfer_service: 'sepa',
      customer_iban: 'DE44500105175407324931',
      customer_name: 'Wayne',
    });
    expect(res.status).toBe(201);
    const tx = Transaction.parse((await json(res)).data);
    expect(tx.total_amount).toBe('41.00');
    expect(
      (await h.call('PUT', `/manager/transactions/${tx.id}/deny`, { token: globex })).status,
    ).toBe(404);
    expect(
      (await h.call('PUT', `/manager/transactions/${tx.id}/deny`, { token: reader })).status,
    ).toBe(403);
    const denied = await h.call('PUT', `/manager/transactions/${tx.id}/deny`, { token: acme });
    expect((await json(denied)).data.status).toBe('denied');
    expect(await balance(acme, ids['Acme EUR main'] as number)).toBe(before);
    expect(
      (await h.call('PUT', `/manager/transactions/${tx.id}/deny`, { token: acme })).status,
    ).toBe(422);
    const sepaNoIban = await move('/manager/transactions/iban', {
      bank_account_id: ids['Acme EUR main'],
      amount: '1',
      transfer_service: 'sepa',
      customer_account: '123',
      customer_name: 'X',
    });
    expect(sepaNoIban.status).toBe(422);
  });

  it('sets the source of funds (1 or 2 only)', async () => {
    const list = await json(await h.call('GET', '/manager/transactions', { token: acme }));
    const id = list.data[0].id;
    expect(
      (
        await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
          token: acme,
          body: { source_id: 3 },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
          token: globex,
          body: { source_id: 1 },
        })
      ).status,
    ).toBe(404);
    const ok = await h.call('PUT', `/manager/transactions/${id}/source-of-funds`, {
      token: acme,
      body: { source_id: 2 },
    });
    expect((await json(ok)).data.source_id).toBe(2);
  });

  it('keeps the ledger balanced: postings sum to zero per currency', async () => {
    const sums = await ledgerSums();
    expect(sums.length).toBeGreaterThanOrEqual(7);
    for (const row of sums) expect(toUnits(row.sum), row.currency).toBe(0n);
    // Company balances equal the sum of their postings.
    const drift = await h.database.db.execute(sql`
      select a.id from bank_accounts a left join ledger_postings p on p.account_id = a.id
      where a.company_id is not null group by a.id, a.available
      having a.available <> coalesce(sum(p.amount), 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('items, metadata, wire confirmation, reference letter (PP-7.4-06/14/15/18)', () => {
  it('returns several own transactions by id array, 422 when id is not an array', async () => {
    const list = await json(
      await h.call('GET', '/manager/transactions?per_page=3', { token: acme }),
    );
    const mine = list.data.map((t: Transaction) => t.id) as number[];
    const theirs = (await json(await h.call('GET', '/manager/transactions', { token: globex })))
      .data[0].id as number;
    const query = [...mine, theirs].map((id) => `id[]=${id}`).join('&');
    const res = await json(
      await h.call('GET', `/manager/transactions/items?${query}`, { token: acme }),
    );
    expect(res.data.map((t: Transaction) => t.id).sort()).toEqual([...mine].sort());
    const single = await h.call('GET', `/manager/transactions/items?id=${mine[0]}`, {
      token: acme,
    });
    expect(single.status).toBe(422);
    expect((await json(single)).message).toBe("Invalid request format. 'id' must be an array.");
    expect(
      (await h.call('GET', '/manager/transactions/items?id[]=x', { token: acme })).status,
    ).toBe(422);
  });
  it('counts transactions per mode', async () => {
    const res = await json(
      await h.call('GET', '/manager/transactions-metadata', { token: reader }),
    );
    expect(res.data.modes.denied).toBeGreaterThanOrEqual(1);
    expect(res.data.total).toBeGreaterThan(5);
  });
  it('serves real PDFs, scoped', async () => {
    const list = await json(await h.call('GET', '/manager/transactions', { token: acme }));
    const id = list.data[0].id;
    const wire = await h.call('GET', `/manager/transactions/${id}/wire-confirmation`, {
      token: acme,
    });
    expect(wire.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = Buffer.from(await wire.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(
      (await h.call('GET', `/manager/transactions/${id}/wire-confirmation`, { token: globex }))
        .status,
    ).toBe(404);
    const letter = await h.call(
      'GET',
      `/manager/bank-accounts/${ids['Acme GBP']}/reference-letter`,
      { token: acme },
    );
    expect(letter.status).toBe(200);
    expect(Buffer.from(await letter.arrayBuffer()).toString('latin1')).toContain('Acme GBP');
    expect(
      (
        await h.call('GET', `/manager/bank-accounts/${ids['Acme GBP']}/reference-letter`, {
          token: globex,
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('GET', '/manager/bank-accounts/x/reference-letter', { token: acme })).status,
    ).toBe(422);
  });
});
