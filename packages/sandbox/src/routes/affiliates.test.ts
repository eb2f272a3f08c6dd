import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { accountIdsByName, json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens } = sandboxSuite({ logins: ['acme', 'affiliate', 'globex', 'reader'] });
let hooli: Record<string, number>;
let acme: Record<string, number>;
let hooliCompany: number;
beforeAll(async () => {
  hooli = await accountIdsByName(h, tokens.affiliate);
  acme = await accountIdsByName(h, tokens.acme);
  hooliCompany = (await json(await h.call('GET', '/auth/me', { token: tokens.affiliate }))).data
    .company.id;
});
const kit = () => moneyKit(h);
const get = (path: string, token = tokens.acme) => h.call('GET', path, { token });

describe('send funds to the affiliate owner (AC-2manager-11)', () => {
  it('shows the affiliate its owner and the owner its affiliate', async () => {
    const me = (await json(await get('/auth/me', tokens.affiliate))).data;
    expect(me.company.affiliate_owner_company).toEqual({ id: expect.any(Number) });
    const owner = (await json(await get('/manager/affiliate-owner', tokens.affiliate))).data;
    expect(owner.name).toBe('Acme Ltd');
    expect(owner.accounts.map((a: { name: string }) => a.name)).toContain('Acme EUR main');
    expect(owner.accounts[0]).not.toHaveProperty('available_balance');
    const list = (await json(await get('/manager/affiliates'))).data;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Hooli Ltd']);
    const children = (await json(await get('/manager/white-label'))).data;
    expect(children.map((c: { name: string }) => c.name)).toEqual(['Wayne Enterprises']);
    const accounts = (await json(await get(`/manager/affiliates/${hooliCompany}/accounts`))).data;
    expect(accounts.map((a: { name: string }) => a.name)).toEqual(['Hooli EUR']);
  });

  it('moves the money exactly (fee included) behind the code, and notifies the owner', async () => {
    const from = hooli['Hooli EUR'] as number;
    const to = acme['Acme EUR main'] as number;
    const before = [
      await kit().balance(tokens.affiliate, from),
      await kit().balance(tokens.acme, to),
    ];
    const body = { bank_account_id: from, to_account_id: to, amount: '123.45' };
    const preview = (
      await json(
        await h.call('POST', '/manager/grand-total/send-funds-affiliate', {
          token: tokens.affiliate,
          body,
        }),
      )
    ).data;
    const first = await h.call('POST', '/manager/transactions/send-funds-affiliate', {
      token: tokens.affiliate,
      body,
    });
    expect(first.status).toBe(403);
    expect(first.headers.get('X-OTP-Required')).toBeTruthy();
    const res = await kit().move(
      '/manager/transactions/send-funds-affiliate',
      body,
      tokens.affiliate,
    );
    expect(res.status).toBe(201);
    const tx = (await json(res)).data;
    expect(tx).toMatchObject({ status: 'settled', amount: '123.45', currency: 'EUR' });
    const total = toUnits(preview.transaction_amount) + toUnits(preview.fee_amount);
    expect(await kit().balance(tokens.affiliate, from)).toBe(
      formatFixed(toUnits(before[0] as string) - total, 2),
    );
    expect(await kit().balance(tokens.acme, to)).toBe(
      formatFixed(toUnits(before[1] as string) + toUnits('123.45'), 2),
    );
    expect(await kit().drift()).toEqual([]);
    const notes = (await h.database.db.execute(
      sql`select n.type from notifications n join companies c on c.id = n.company_id
          where c.name = 'Acme Ltd' and n.entity_type = 'transaction' and n.entity_id = ${tx.id}`,
    )) as unknown as { rows: Array<{ type: string }> };
    expect(notes.rows).toEqual([{ type: 'transaction.funds_for_affiliate_owner' }]);
    const seen = (await json(await get('/manager/affiliates/transactions?mode=settled'))).data;
    expect(seen.map((t: { id: number }) => t.id)).toContain(tx.id);
    // The manager list's filters: company (one of the affiliates), account, ids, dates.
    const ids = async (query: string) =>
      (await json(await get(`/manager/affiliates/transactions?${query}`))).data.map(
        (t: { id: number }) => t.id,
      );
    expect(await ids(`mode=settled&cid=${hooliCompany}`)).toContain(tx.id);
    expect(await ids(`mode=settled&bid=${from}`)).toContain(tx.id);
    expect(await ids(`tid[]=${tx.id}`)).toEqual([tx.id]);
    expect(await ids('mode=settled&to_date=2000-01-01')).toEqual([]);
    // Another company (Acme itself, or one not affiliated) matches nothing.
    const acmeCompany = (await json(await get('/auth/me'))).data.company.id;
    expect(await ids(`cid=${acmeCompany}`)).toEqual([]);
    expect(await ids('mode=progress&order_by=amount&order=asc')).not.toContain(tx.id);
  });

  it('refuses a non-affiliate, a foreign target, another currency, and outsiders (R9)', async () => {
    const body = {
      bank_account_id: acme['Acme EUR main'],
      to_account_id: hooli['Hooli EUR'],
      amount: '1',
    };
    expect(
      (
        await h.call('POST', '/manager/transactions/send-funds-affiliate', {
          token: tokens.acme,
          body,
        })
      ).status,
    ).toBe(403);
    expect((await get('/manager/affiliate-owner', tokens.globex)).status).toBe(403);
    const globexEur = Object.values(await accountIdsByName(h, tokens.globex))[0];
    for (const to_account_id of [globexEur, acme['Acme GBP']]) {
      const res = await h.call('POST', '/manager/transactions/send-funds-affiliate', {
        token: tokens.affiliate,
        body: { bank_account_id: hooli['Hooli EUR'], to_account_id, amount: '1' },
      });
      expect(res.status).toBe(422);
      expect((await json(res)).errors.to_account_id).toBeTruthy();
    }
    // Globex has no affiliation feature; Acme's reader reads; nobody sees another's child.
    expect((await get('/manager/affiliates', tokens.globex)).status).toBe(403);
    expect((await get(`/manager/white-label/${hooliCompany}/accounts`, tokens.globex)).status).toBe(
      404,
    );
    expect((await get(`/manager/affiliates/${hooliCompany}/accounts`, tokens.reader)).status).toBe(
      200,
    );
  });
});

describe("the affiliates' and white-labeled children's compliance trackings (AC-7mgr-28/29)", () => {
  it("shows the owner its children's trackings only, behind the features", async () => {
    const of = async (path: string, token = tokens.acme) => {
      const res = await get(path, token);
      expect(res.status).toBe(200);
      return (await json(res)).data as Array<{ entity: string; entity_id: number }>;
    };
    const wayne = (await json(await get('/manager/white-label'))).data[0].id;
    expect(await of('/manager/affiliates/compliance-trackings')).toEqual([
      expect.objectContaining({ entity: 'company', entity_id: hooliCompany, status: 'open' }),
    ]);
    expect(await of('/manager/white-label/compliance-trackings')).toEqual([
      expect.objectContaining({ entity: 'company', entity_id: wayne }),
    ]);
    expect(await of('/manager/affiliates/compliance-trackings?status=verified')).toEqual([]);
    // Hooli has no affiliates of its own; Globex lacks affiliation and white label.
    expect((await get('/manager/affiliates/compliance-trackings', tokens.affiliate)).status).toBe(
      403,
    );
    expect((await get('/manager/affiliates/compliance-trackings', tokens.globex)).status).toBe(403);
    expect((await get('/manager/white-label/compliance-trackings', tokens.globex)).status).toBe(
      403,
    );
    expect((await get('/manager/affiliates/compliance-trackings?status=nope')).status).toBe(422);
  });
});
