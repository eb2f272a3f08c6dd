import { Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex'],
  accountsOf: ['acme', 'globex'],
});

describe('GET manager/transactions and {id} (PP-7.4-14)', () => {
  it('lists the company transactions newest first, in every mode, with filters', async () => {
    const body = await json(await h.call('GET', '/manager/transactions', { token: tokens.acme }));
    expect(body.meta.per_page).toBe(100);
    const list = body.data.map((t: unknown) => Transaction.parse(t));
    expect(new Set(list.map((t: Transaction) => t.status))).toEqual(
      new Set(['settled', 'progress', 'api', 'denied']),
    );
    expect(list.every((t: Transaction) => /^TX\d{8}$/.test(t.name))).toBe(true);
    const denied = await json(
      await h.call('GET', '/manager/transactions?mode=denied', { token: tokens.acme }),
    );
    expect(denied.data.map((t: Transaction) => t.status)).toEqual(['denied']);
    const gbp = await json(
      await h.call('GET', `/manager/transactions?bank_account_id=${ids['Acme GBP']}`, {
        token: tokens.acme,
      }),
    );
    expect(gbp.data.every((t: Transaction) => t.currency === 'GBP')).toBe(true);
    expect(await h.status('GET', '/manager/transactions?mode=bogus', { token: tokens.acme })).toBe(
      422,
    );
    expect(
      (await h.call('GET', '/manager/transactions?from_date=yesterday', { token: tokens.acme }))
        .status,
    ).toBe(422);
  });

  it('never shows another company a transaction', async () => {
    const mine = await json(await h.call('GET', '/manager/transactions', { token: tokens.acme }));
    const theirs = await json(
      await h.call('GET', '/manager/transactions', { token: tokens.globex }),
    );
    const theirIds = new Set(theirs.data.map((t: Transaction) => t.id));
    expect(mine.data.some((t: Transaction) => theirIds.has(t.id))).toBe(false);
    const one = mine.data[0] as Transaction;
    expect(await h.status('GET', `/manager/transactions/${one.id}`, { token: tokens.acme })).toBe(
      200,
    );
    expect(await h.status('GET', `/manager/transactions/${one.id}`, { token: tokens.reader })).toBe(
      200,
    );
    expect(await h.status('GET', `/manager/transactions/${one.id}`, { token: tokens.globex })).toBe(
      404,
    );
    expect(await h.status('GET', '/manager/transactions/0', { token: tokens.acme })).toBe(422);
  });
});

describe('items, metadata, wire confirmation, reference letter (PP-7.4-06/14/15/18)', () => {
  it('returns several own transactions by id array, 422 when id is not an array', async () => {
    const list = await json(
      await h.call('GET', '/manager/transactions?per_page=3', { token: tokens.acme }),
    );
    const mine = list.data.map((t: Transaction) => t.id) as number[];
    const theirs = (
      await json(await h.call('GET', '/manager/transactions', { token: tokens.globex }))
    ).data[0].id as number;
    const query = [...mine, theirs].map((id) => `id[]=${id}`).join('&');
    const res = await json(
      await h.call('GET', `/manager/transactions/items?${query}`, { token: tokens.acme }),
    );
    expect(res.data.map((t: Transaction) => t.id).sort()).toEqual([...mine].sort());
    const single = await h.call('GET', `/manager/transactions/items?id=${mine[0]}`, {
      token: tokens.acme,
    });
    expect(single.status).toBe(422);
    expect((await json(single)).message).toBe("Invalid request format. 'id' must be an array.");
    expect(
      await h.status('GET', '/manager/transactions/items?id[]=x', { token: tokens.acme }),
    ).toBe(422);
  });
  it('counts transactions per mode', async () => {
    const res = await json(
      await h.call('GET', '/manager/transactions-metadata', { token: tokens.reader }),
    );
    expect(res.data.modes.denied).toBeGreaterThanOrEqual(1);
    expect(res.data.total).toBeGreaterThan(5);
  });
  it('serves real PDFs, scoped', async () => {
    const list = await json(await h.call('GET', '/manager/transactions', { token: tokens.acme }));
    const id = list.data[0].id;
    const wire = await h.call('GET', `/manager/transactions/${id}/wire-confirmation`, {
      token: tokens.acme,
    });
    expect(wire.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = Buffer.from(await wire.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(
      (
        await h.call('GET', `/manager/transactions/${id}/wire-confirmation`, {
          token: tokens.globex,
        })
      ).status,
    ).toBe(404);
    const letter = await h.call(
      'GET',
      `/manager/bank-accounts/${ids['Acme GBP']}/reference-letter`,
      { token: tokens.acme },
    );
    expect(letter.status).toBe(200);
    expect(Buffer.from(await letter.arrayBuffer()).toString('latin1')).toContain('Acme GBP');
    expect(
      (
        await h.call('GET', `/manager/bank-accounts/${ids['Acme GBP']}/reference-letter`, {
          token: tokens.globex,
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('GET', '/manager/bank-accounts/x/reference-letter', { token: tokens.acme }))
        .status,
    ).toBe(422);
  });
});

describe('seeded kinds (issue 4: transactions in every mode)', () => {
  it('seeds card, crypto buy, crypto deposit and import rows for Acme, none for Globex', async () => {
    const mine = await json(
      await h.call('GET', '/manager/transactions?per_page=500', { token: tokens.acme }),
    );
    const kinds = new Map<string, string>(
      mine.data.map((t: Transaction) => [t.type, t.status] as [string, string]),
    );
    expect(kinds.get('card')).toBe('progress');
    expect(kinds.get('buy_crypto')).toBe('settled');
    expect(kinds.get('import')).toBe('progress');
    const deposit = mine.data.find(
      (t: Transaction) =>
        t.type === 'receive_crypto' && t.currency === 'USDT' && t.amount === '250.000000',
    );
    const one = await json(
      await h.call('GET', `/manager/transactions/${deposit.id}`, { token: tokens.acme }),
    );
    expect(one.data.history.map((l: { status: string }) => l.status)).toEqual([
      'progress',
      'settled',
    ]);
    const theirs = await json(
      await h.call('GET', '/manager/transactions', { token: tokens.globex }),
    );
    expect(theirs.data.some((t: Transaction) => t.type === 'card')).toBe(false);
  });
});
