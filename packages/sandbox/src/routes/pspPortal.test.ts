import { FLEXPSP_DEPOSIT_PAYEE } from '@flexportal/core';
import { PspAccount, PspAccountIssued, PspPayment, PspProfile } from '@flexportal/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetCompany } from '../config.js';
import { companies, transactions } from '../db/schema.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['limited', 'acme', 'globex', 'reader'],
  accountsOf: ['limited', 'acme', 'globex'],
});
const SIGN_UP = {
  website: 'https://shop.example',
  business_description: 'Online shop for garden tools',
  monthly_volume: '25000.00',
  accept_terms: true,
};

describe('PSP portal (AC-7mgr-36)', () => {
  it('signs up (again: updates), and answers 403 without the feature', async () => {
    const first = await h.call('POST', '/manager/psp-portal/sign-up', {
      token: tokens.limited,
      body: SIGN_UP,
    });
    expect(first.status).toBe(200);
    const profile = PspProfile.parse((await json(first)).data);
    expect(profile).toMatchObject({ psp_portal_attached: true, monthly_volume: '25000.00' });
    expect(profile.merchant_id).toMatch(/^FXP-\d{6}$/);
    const again = await json(
      await h.call('POST', '/manager/psp-portal/sign-up', {
        token: tokens.limited,
        body: { ...SIGN_UP, website: 'https://shop2.example' },
      }),
    );
    expect(again.data.website).toBe('https://shop2.example');
    const bad = await h.call('POST', '/manager/psp-portal/sign-up', {
      token: tokens.limited,
      body: { ...SIGN_UP, website: 'nope', monthly_volume: '-1', accept_terms: false },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors).sort()).toEqual([
      'accept_terms',
      'monthly_volume',
      'website',
    ]);
    expect(
      await h.status('POST', '/manager/psp-portal/sign-up', { token: tokens.acme, body: SIGN_UP }),
    ).toBe(403);
    expect(await h.status('GET', '/manager/psp-portal/accounts', { token: tokens.acme })).toBe(403);
  });

  it('opens an account with a token shown once, lists it, revokes the token, opens again', async () => {
    const account = ids['FlexPSP EUR'] as number;
    const body = { bank_account_id: account, account_type: 'collection' };
    const opened = await h.call('POST', '/manager/psp-portal/accounts', {
      token: tokens.limited,
      body,
    });
    expect(opened.status).toBe(201);
    const issued = PspAccountIssued.parse((await json(opened)).data);
    expect(issued.token).toMatch(/^psp_[0-9a-f]{48}$/);
    expect(issued.account.psp_portal_accounts).toEqual([
      {
        account_type: 'collection',
        account_fields: { active: true, token_hint: `…${issued.token.slice(-4)}` },
      },
    ]);
    // Opened twice while active: refused.
    expect(
      await h.status('POST', '/manager/psp-portal/accounts', { token: tokens.limited, body }),
    ).toBe(422);
    const list = PspAccount.array().parse(
      (await json(await h.call('GET', '/manager/psp-portal/accounts', { token: tokens.limited })))
        .data,
    );
    expect(list.find((a) => a.id === account)?.psp_portal_accounts).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(issued.token);

    const revoked = await h.call('POST', '/manager/psp-portal/revoke-token', {
      token: tokens.limited,
      body,
    });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).data.psp_portal_accounts[0].account_fields).toEqual({
      active: false,
      token_hint: null,
    });
    expect(
      await h.status('POST', '/manager/psp-portal/revoke-token', { token: tokens.limited, body }),
    ).toBe(404);
    const reopened = await json(
      await h.call('POST', '/manager/psp-portal/accounts', { token: tokens.limited, body }),
    );
    expect(reopened.data.token).not.toBe(issued.token);
  });

  it("keeps accounts and payments to the company (R9) and readers can't write", async () => {
    const globexAccount = ids['Globex EUR'] as number;
    expect(
      await h.status('POST', '/manager/psp-portal/accounts', {
        token: tokens.limited,
        body: { bank_account_id: globexAccount, account_type: 'settlement' },
      }),
    ).toBe(404);
    const [globexTx] = await h.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.bankAccountId, globexAccount));
    expect(globexTx).toBeDefined();
    expect(
      await h.status('GET', `/manager/psp-portal/payments/${globexTx?.id}`, {
        token: tokens.limited,
      }),
    ).toBe(404);
    expect(
      await h.status('GET', '/manager/psp-portal/payments/2147483646', { token: tokens.limited }),
    ).toBe(404);
  });

  it('books a flexpsp deposit to the provider, notifies, and looks the payment up', async () => {
    // Acme (two-factor) with the PSP portal, for this file only.
    const acme = (
      await h.database.db.select().from(companies).where(eq(companies.name, 'Acme Ltd'))
    )[0];
    if (!acme) throw new Error('no Acme');
    await h.database.db
      .update(companies)
      .set({ features: [...acme.features, 'psp_portal'], pspPortalAttached: true })
      .where(eq(companies.id, acme.id));
    forgetCompany(h.app.config, acme.id);
    const kit = moneyKit(h);
    const res = await kit.move(
      '/manager/transactions/iban',
      {
        bank_account_id: ids['Acme EUR main'],
        amount: '12.00',
        transfer_service: 'sepa',
        is_flexpsp_deposit: true,
        // What a client sends is replaced by the provider's deposit account.
        customer_name: 'Someone Else',
        customer_iban: 'DE44500105175407324931',
        customer_ref_message: 'top-up 42',
      },
      tokens.acme,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const tx = (await json(res)).data;
    expect(tx.customer.customer_iban).toBe(FLEXPSP_DEPOSIT_PAYEE.customer_iban);
    expect(tx.customer.customer_name).toBe(FLEXPSP_DEPOSIT_PAYEE.customer_name);
    const notes = await json(
      await h.call('GET', '/manager/notifications-related', { token: tokens.acme }),
    );
    const note = notes.data.find(
      (n: { type: string; notificationable: { id: number } | null }) =>
        n.type === 'transaction.flexpsp_create_withdraw' && n.notificationable?.id === tx.id,
    );
    expect(note?.message).toContain('12.00');
    const payment = PspPayment.parse(
      (
        await json(
          await h.call('GET', `/manager/psp-portal/payments/${tx.id}`, { token: tokens.acme }),
        )
      ).data,
    );
    expect(payment).toMatchObject({ id: tx.id, reference: 'top-up 42', currency: 'EUR' });
    // Without a PSP sign-up the flag is refused.
    const globex = await kit.move(
      '/manager/transactions/iban',
      {
        bank_account_id: ids['Globex EUR'],
        amount: '1.00',
        transfer_service: 'sepa',
        is_flexpsp_deposit: true,
        customer_name: 'X',
        customer_iban: 'DE44500105175407324931',
      },
      tokens.globex,
    );
    expect(globex.status).toBe(422);
    expect((await json(globex)).errors.is_flexpsp_deposit).toBeDefined();
  });

  it('quick login: a minted key signs in once', async () => {
    const minted = await h.app.request('/sandbox/flexpsp-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'limited@flexpsp.test' }),
    });
    const { user_id, auth_key } = (await minted.json()).data;
    const body = { user_id, auth_key };
    const first = await h.call('POST', '/auth/flexpsp', { body });
    expect(first.status).toBe(200);
    expect((await json(first)).data.user.email).toBe('limited@flexpsp.test');
    expect(await h.status('POST', '/auth/flexpsp', { body })).toBe(422);
  });
});
