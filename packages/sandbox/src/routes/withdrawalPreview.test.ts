import type { BankAccount } from '@flexportal/core/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

let eur: number;
const { h, tokens } = sandboxSuite({ logins: ['acme'] });
beforeAll(async () => {
  const list = await json(await h.call('GET', '/manager/bank-accounts', { token: tokens.acme }));
  eur = list.data.find((a: BankAccount) => a.name === 'Acme EUR main').id;
});

describe('withdrawal preview and early balance check (PP-4.5-18, PP-8)', () => {
  it('PP-4.5-18 previews the fees while the payee is still being typed (no name yet)', async () => {
    const res = await h.call('POST', '/manager/grand-total/iban', {
      token: tokens.acme,
      body: { bank_account_id: eur, amount: '10', transfer_service: 'sepa', customer_iban: 'DE' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ transaction_amount: '10.00' });
  });

  it('still refuses a bad amount in the preview, beside the amount', async () => {
    const res = await h.call('POST', '/manager/grand-total/iban', {
      token: tokens.acme,
      body: { bank_account_id: eur, amount: '10.123', transfer_service: 'sepa' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors)).toEqual(['amount']);
  });

  it('answers a too-large withdrawal with a 422 on amount before asking for a code', async () => {
    const res = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body: {
        bank_account_id: eur,
        amount: '9999999',
        transfer_service: 'sepa',
        customer_iban: 'DE44500105175407324931',
        customer_name: 'Wayne Enterprises',
      },
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('X-OTP-Required')).toBeNull();
    expect((await json(res)).errors.amount).toEqual(['Insufficient funds.']);
  });
});
