import { LoginResult, PORTAL_SERVICES, RemoteAccount } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex'],
  accountsOf: ['acme'],
});
const PORTAL = 'http://127.0.0.1:5173';

describe('portal services (AC-7mgr-32..35)', () => {
  it('lists all fourteen services on the company, free market attached', async () => {
    const me = await json(await h.call('GET', '/auth/me', { token: tokens.acme }));
    const services = me.data.company.portal_services;
    expect(Object.keys(services)).toEqual([...PORTAL_SERVICES]);
    expect(services.free_market).toEqual({ is_attached: true, is_allowed: true });
    expect(services.narvi).toEqual({ is_attached: false, is_allowed: true });
  });

  it('signs in with a url whose way back is a one-time portal login of this user', async () => {
    const res = await h.call('GET', `/manager/portals/free_market/sign-in?return_to=${PORTAL}`, {
      token: tokens.acme,
    });
    expect(res.status).toBe(200);
    const url = new URL((await json(res)).data.url);
    expect(url.pathname).toBe('/remote-portals/free_market');
    const back = new URL(url.searchParams.get('back') as string);
    expect(back.origin).toBe(PORTAL);
    const [, , service, key] = back.pathname.split('/');
    expect(service).toBe('free_market');
    const login = await h.call('POST', `/auth/portals/free_market/${key}`);
    expect(login.status).toBe(200);
    expect(LoginResult.parse((await json(login)).data).user.email).toBe('manager@acme.test');
    // The remote page links back there, and only there.
    const page = await h.app.request(`${url.pathname}${url.search}`);
    expect(await page.text()).toContain(`href="${back.toString()}"`);
    const foreign = await h.app.request(
      `/remote-portals/free_market?back=${encodeURIComponent(`https://evil.test/portals/free_market/${key}`)}`,
    );
    expect(await foreign.text()).not.toContain('evil.test');
  });

  it('refuses a way back to an untrusted origin, and a service not signed up to', async () => {
    const evil = await h.call(
      'GET',
      '/manager/portals/free_market/sign-in?return_to=https://evil.test',
      { token: tokens.acme },
    );
    expect(evil.status).toBe(422);
    expect((await json(evil)).errors.return_to).toBeDefined();
    const narvi = await h.call('GET', '/manager/portals/narvi/sign-in', { token: tokens.acme });
    expect(narvi.status).toBe(422);
    expect(await h.status('GET', '/manager/portals/nope/sign-in', { token: tokens.acme })).toBe(
      404,
    );
  });

  it('answers 403 without the portals feature', async () => {
    expect(
      await h.status('GET', '/manager/portals/free_market/remote-accounts', {
        token: tokens.globex,
      }),
    ).toBe(403);
  });

  it('sets up and removes an auto-transfer to an account of the same currency', async () => {
    const list = await json(
      await h.call('GET', '/manager/portals/free_market/remote-accounts', { token: tokens.acme }),
    );
    const accounts = z.array(RemoteAccount).parse(list.data);
    const eur = accounts.find((a) => a.currency === 'EUR');
    expect(eur?.auto_transfer).toBeNull();
    const draft = {
      portal_service: 'free_market',
      remote_account_id: String(eur?.id),
      bank_account_id: ids['Acme GBP'],
    };
    const wrongCurrency = await h.call('POST', '/manager/portals/auto-transfer', {
      token: tokens.acme,
      body: draft,
    });
    expect(wrongCurrency.status).toBe(422);
    const created = await h.call('POST', '/manager/portals/auto-transfer', {
      token: tokens.acme,
      body: { ...draft, bank_account_id: ids['Acme EUR main'] },
    });
    expect(created.status).toBe(201);
    const { id } = (await json(created)).data;
    const again = await json(
      await h.call('GET', '/manager/portals/free_market/remote-accounts', { token: tokens.acme }),
    );
    expect(again.data.find((a: { id: string }) => a.id === eur?.id).auto_transfer).toEqual({
      id,
      bank_account_id: ids['Acme EUR main'],
    });
    expect(
      await h.status('DELETE', `/manager/portals/auto-transfer/${id}`, { token: tokens.reader }),
    ).toBe(403);
    expect(
      await h.status('DELETE', `/manager/portals/auto-transfer/${id}`, { token: tokens.globex }),
    ).toBe(403);
    expect(
      await h.status('DELETE', `/manager/portals/auto-transfer/${id}`, { token: tokens.acme }),
    ).toBe(200);
    expect(
      await h.status('DELETE', `/manager/portals/auto-transfer/${id}`, { token: tokens.acme }),
    ).toBe(404);
  });

  it('signs up as company with the questionnaire, returning token and user with it attached', async () => {
    const bad = await h.call('POST', '/manager/portals/narvi/sign-up/company', {
      token: tokens.acme,
      body: { company_name: '', country: 'germany', accept_terms: false },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors).sort()).toEqual([
      'accept_terms',
      'company_name',
      'contact_email',
      'country',
      'registration_number',
    ]);
    const res = await h.call('POST', '/manager/portals/narvi/sign-up/company', {
      token: tokens.acme,
      body: {
        company_name: 'Acme Ltd',
        registration_number: 'HRB 1234',
        country: 'DE',
        contact_email: 'ops@acme.test',
        accept_terms: true,
      },
    });
    expect(res.status).toBe(200);
    const result = LoginResult.parse((await json(res)).data);
    expect(result.user.company?.portal_services.narvi?.is_attached).toBe(true);
    expect(
      await h.status('POST', '/manager/portals/narvi/sign-up/employee', {
        token: tokens.acme,
        body: { first_name: 'A', last_name: 'B', position: 'CFO', accept_terms: true },
      }),
    ).toBe(422);
  });

  it('answers 503 with the remote-portal header while the service is switched off', async () => {
    h.app.config.portalsDown.add('free_market');
    try {
      const res = await h.call('GET', '/manager/portals/free_market/remote-accounts', {
        token: tokens.acme,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('X-Remote-Portal-Status')).toBe('free_market:unavailable');
    } finally {
      h.app.config.portalsDown.delete('free_market');
    }
  });

  it('pays out through a portal service to the prefilled remote account, no payee name asked', async () => {
    const { move } = moneyKit(h);
    const res = await move(
      '/manager/transactions/iban',
      {
        bank_account_id: ids['Acme EUR free market'],
        amount: '10',
        transfer_service: 'portal',
        portal_service: 'free_market',
        customer_account: 'free_market-1-eur',
        customer_ref_message: 'Invoice 7',
      },
      tokens.acme,
    );
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
