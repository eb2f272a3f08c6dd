import { Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'solo'],
  accountsOf: ['acme', 'solo'],
});
const balance = (token: string, id: number) => moneyKit(h).balance(token, id);

describe('two-factor on money moves (PP-4.3, PP-6, R7)', () => {
  const draft = () => ({
    bank_account_id: ids['Acme EUR main'],
    to_account_id: ids['Acme EUR free market'],
    amount: '10.00',
  });

  it('answers 403 with X-OTP-Required until a valid code comes, then posts once', async () => {
    const first = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: draft(),
    });
    expect(first.status).toBe(403);
    expect(first.headers.get('X-OTP-Required')).toBe('google');
    const wrong = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: draft(),
      headers: { 'X-OTP-Code': '000000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('X-OTP-Required')).toBe('google');
    h.tick();
    const code = h.code();
    const ok = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: draft(),
      headers: { 'X-OTP-Code': code },
    });
    expect(ok.status).toBe(201);
    // The same payload again is a duplicate (409, PP-8-09) ...
    const dup = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: draft(),
      headers: { 'X-OTP-Code': code },
    });
    expect(dup.status).toBe(409);
    // ... and with the bypass the same code is refused: bypass never skips the code (R4).
    const again = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: { ...draft(), bypass_duplicate_check: true },
      headers: { 'X-OTP-Code': code },
    });
    expect(again.status).toBe(403);
  });

  it('binds the code to the payload: a changed amount or payee needs a new challenge', async () => {
    await h.call('POST', '/manager/transactions/transfer', { token: tokens.acme, body: draft() });
    h.tick();
    const changedAmount = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: { ...draft(), amount: '11.00' },
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(changedAmount.status).toBe(403);
    h.tick();
    const changedPayee = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: { ...draft(), to_account_id: ids['Acme EUR main'] === 1 ? 2 : ids['Acme GBP'] },
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(changedPayee.status).toBe(403);
  });

  it('expires a challenge after 10 minutes', async () => {
    await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: { ...draft(), amount: '12.00' },
    });
    h.tick(11 * 60_000);
    const late = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: { ...draft(), amount: '12.00' },
      headers: { 'X-OTP-Code': h.code() },
    });
    expect(late.status).toBe(403);
  });

  it('mails a code to users without an authenticator, readable in the dev mailbox', async () => {
    const body = { bank_account_id: ids['Solo EUR'], to_account_id: ids['Solo EUR'], amount: '5' };
    expect(await h.status('POST', '/manager/transactions/iban', { token: tokens.solo, body })).toBe(
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
      token: tokens.solo,
      body: withdrawal,
    });
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('X-OTP-Required')).toBe('email');
    const mail = await json(await h.app.request('/sandbox/mailbox?email=solo@individual.test'));
    const code = /(\d{6})/.exec(mail.data[0].body)?.[1] as string;
    const ok = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.solo,
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
    expect(await balance(tokens.solo, ids['Solo EUR'] as number)).toBe('1494.00');
    const reuse = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.solo,
      body: { ...withdrawal, bypass_duplicate_check: true },
      headers: { 'X-OTP-Code': code },
    });
    expect(reuse.status).toBe(403);
  });

  it('R7: one code, tried with a changed amount, payee, payee name, service, intermediary bank, a second time and after 10 minutes', async () => {
    const mailed = async () =>
      /(\d{6})/.exec(
        (await json(await h.app.request('/sandbox/mailbox?email=solo@individual.test'))).data[0]
          .body,
      )?.[1] as string;
    const pay = (body: Record<string, unknown>, code?: string) =>
      h.call('POST', '/manager/transactions/iban', {
        token: tokens.solo,
        body,
        ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
      });
    const payment = {
      bank_account_id: ids['Solo EUR'],
      amount: '7.00',
      transfer_service: 'sepa',
      customer_iban: 'DE44 5001 0517 5407 3249 31',
      customer_name: 'Stark Industries',
    };
    expect((await pay(payment)).status).toBe(403);
    const code = await mailed();
    const attempts = {
      'changed amount': await pay({ ...payment, amount: '700.00' }, code),
      'changed payee': await pay(
        { ...payment, customer_iban: 'FR1420041010050500013M02606' },
        code,
      ),
      // Bound since issue 27 (R15.7): who gets the money, by which route, with which fee.
      'changed payee name': await pay({ ...payment, customer_name: 'Stane International' }, code),
      'changed service and fee': await pay({ ...payment, transfer_service: 'swift' }, code),
      'added intermediary bank': await pay(
        { ...payment, has_intermediary_bank: true, intermediary_bank_swift: 'CHASUS33XXX' },
        code,
      ),
    };
    const valid = await pay(payment, code);
    const second = await pay({ ...payment, bypass_duplicate_check: true }, code);
    // A fresh challenge, answered 11 minutes later.
    const later = { ...payment, amount: '8.00' };
    expect((await pay(later)).status).toBe(403);
    const lateCode = await mailed();
    h.tick(11 * 60_000);
    const late = await pay(later, lateCode);
    const rejected = [...Object.values(attempts), second, late].filter((r) => r.status === 403);
    console.log(
      `R7: ${rejected.length}/7 misuses of a code rejected (changed amount, payee, payee name, service and fee, intermediary bank, second use, after 10 minutes); the valid use: ${valid.status}`,
    );
    expect(rejected).toHaveLength(7);
    expect(valid.status).toBe(201);
  });
});
