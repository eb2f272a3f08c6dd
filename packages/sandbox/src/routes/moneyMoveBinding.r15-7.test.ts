/**
 * R15.7: a one-time code approves only the payment it was asked for (issue 27, finding 7).
 * Besides action, account, amount, currency and IBAN, every field that changes who gets
 * the money, by which route, and how much leaves the account (the total with fees) is
 * bound: each changed field below needs a new challenge.
 */
import { describe, expect, it } from 'vitest';
import { sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({ logins: ['acme'], accountsOf: ['acme'] });

const base = () => ({
  bank_account_id: ids['Acme EUR main'],
  amount: '7.00',
  customer_iban: 'DE44500105175407324931',
  customer_name: 'Payee One GmbH',
  transfer_service: 'swift',
  bank_swift: 'COBADEFFXXX',
});
const withdraw = (body: Record<string, unknown>, code?: string) =>
  h.call('POST', '/manager/transactions/iban', {
    token: tokens.acme,
    body,
    ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
  });
const card = (body: Record<string, unknown>, code?: string) =>
  h.call('POST', '/manager/transactions/card', {
    token: tokens.acme,
    body: {
      bank_account_id: ids['Acme EUR main'],
      amount: '6.00',
      card_number: '4111 1111 1111 1111',
      card_holder: 'Mia Manager',
      ...body,
    },
    ...(code ? { headers: { 'X-OTP-Code': code } } : {}),
  });

describe('R15.7 the code is bound to every field that moves money', () => {
  it('refuses the code for a changed payee name, route, bank, intermediary or card holder', async () => {
    const variants: Array<[string, Record<string, unknown>]> = [
      ['payee name', { customer_name: 'Someone Else Ltd' }],
      ['service (route and fee)', { transfer_service: 'sepa' }],
      ['beneficiary bank', { bank_swift: 'DEUTDEFFXXX' }],
      [
        'intermediary bank',
        { has_intermediary_bank: true, intermediary_bank_swift: 'CHASUS33XXX' },
      ],
    ];
    let refused = 0;
    for (const [, change] of variants) {
      expect((await withdraw(base())).status).toBe(403);
      h.tick();
      const res = await withdraw({ ...base(), ...change }, h.code());
      if (res.status === 403) refused++;
    }
    expect((await card({})).status).toBe(403);
    h.tick();
    if ((await card({ card_holder: 'Eve Attacker' }, h.code())).status === 403) refused++;
    expect(refused).toBe(variants.length + 1);
    // The payment the code was asked for goes through, once.
    expect((await withdraw(base())).status).toBe(403);
    h.tick();
    const ok = await withdraw(base(), h.code());
    expect(ok.status).toBe(201);
    console.log(
      `R15.7: ${refused}/${variants.length + 1} changed fields refused (payee name, service, bank, intermediary bank, card holder); the unchanged payload 201`,
    );
  });
});
