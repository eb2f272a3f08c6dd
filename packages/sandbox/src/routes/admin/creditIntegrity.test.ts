import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema.js';
import { fromUnits, toUnits } from '../../lib/decimal.js';
import { json, sandboxSuite } from '../../testing/harness.js';

let eurId: number;
let systemId: number;
const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });
beforeAll(async () => {
  const list = await json(
    await h.call('GET', '/a/bank-accounts?company_id=1', { token: tokens.admin }),
  );
  eurId = list.data.find((a: { name: string }) => a.name === 'Acme EUR main').id;
  const [system] = await h.database.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(isNotNull(bankAccounts.system));
  systemId = system?.id as number;
});

const balance = async () => {
  const list = await json(
    await h.call('GET', '/a/bank-accounts?company_id=1', { token: tokens.admin }),
  );
  return list.data.find((a: { id: number }) => a.id === eurId).available_balance as string;
};
/** The newest code the sandbox mailed the administrator (who has no authenticator). */
const mailedCode = async () => {
  const mail = await json(await h.app.request('/sandbox/mailbox?email=admin@flexportal.test'));
  return /(\d{6})/.exec(mail.data[0].body)?.[1] as string;
};
/** A credit answered with the e-mailed code it asks for (403 first, then 201). */
const credit = async (body: Record<string, unknown>) => {
  const challenged = await h.call('POST', '/a/transactions/credit', { token: tokens.admin, body });
  expect(challenged.status).toBe(403);
  expect(challenged.headers.get('X-OTP-Required')).toBe('email');
  return h.call('POST', '/a/transactions/credit', {
    token: tokens.admin,
    body,
    headers: { 'X-OTP-Code': await mailedCode() },
  });
};
const check = (body: unknown, token = tokens.admin) =>
  h.call('POST', '/a/integrity-checks', { token, body });

describe('POST a/transactions/credit (AC-7admin-03)', () => {
  it('credits the exact decimal amount as a settled credit with history', async () => {
    const before = await balance();
    const res = await credit({ bank_account_id: eurId, amount: '1234.56', note: 'Top-up by wire' });
    expect(res.status).toBe(201);
    const tx = (await json(res)).data;
    expect(tx).toMatchObject({ type: 'credit', status: 'settled', amount: '1234.56' });
    // 25000-ish + 1234.56, compared in cents as integers (no float on money).
    const cents = (s: string) => BigInt(s.replace('.', ''));
    expect(cents(await balance()) - cents(before)).toBe(123456n);
    const history = await json(
      await h.call('GET', `/a/transactions/${tx.id}/history`, { token: tokens.admin }),
    );
    expect(history.data.map((l: { note: string }) => l.note)).toEqual([
      'Created',
      'Credited by an administrator: Top-up by wire',
    ]);
  });

  it('binds the code to the amount: a code for 10.00 does not credit 11.00 (R7)', async () => {
    const before = await balance();
    const ask = await h.call('POST', '/a/transactions/credit', {
      token: tokens.admin,
      body: { bank_account_id: eurId, amount: '10.00' },
    });
    expect(ask.status).toBe(403);
    const changed = await h.call('POST', '/a/transactions/credit', {
      token: tokens.admin,
      body: { bank_account_id: eurId, amount: '11.00' },
      headers: { 'X-OTP-Code': await mailedCode() },
    });
    expect(changed.status).toBe(403);
    expect(await balance()).toBe(before);
  });

  it('answers 422 for bad amounts and accounts that are not company accounts', async () => {
    for (const [body, field] of [
      [{ bank_account_id: eurId, amount: 5 }, 'amount'],
      [{ bank_account_id: eurId, amount: '-5.00' }, 'amount'],
      [{ bank_account_id: eurId, amount: '0.00' }, 'amount'],
      [{ bank_account_id: eurId, amount: '1.005' }, 'amount'],
      [{ bank_account_id: eurId, amount: '1e3' }, 'amount'],
      [{ bank_account_id: 999999, amount: '1.00' }, 'bank_account_id'],
      [{ bank_account_id: systemId, amount: '1.00' }, 'bank_account_id'],
      [{ amount: '1.00' }, 'bank_account_id'],
    ] as const) {
      const res = await h.call('POST', '/a/transactions/credit', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json(res)).errors), JSON.stringify(body)).toEqual([field]);
    }
    const asManager = await h.call('POST', '/a/transactions/credit', {
      token: tokens.acme,
      body: { bank_account_id: eurId, amount: '1.00' },
    });
    expect(asManager.status).toBe(403);
  });
});

describe('a/integrity-checks (AC-7admin-15)', () => {
  it('passes for a consistent account and stores the result', async () => {
    const res = await check({ bank_account_id: eurId });
    expect(res.status).toBe(201);
    const result = (await json(res)).data;
    expect(result).toMatchObject({ bank_account_id: eurId, ok: true, difference: '0' });
    expect(result.balance).toBe(result.ledger_sum);
    const list = await json(await h.call('GET', '/a/integrity-checks', { token: tokens.admin }));
    expect(list.data[0]).toEqual(result);
  });

  it('fails when the balance no longer equals the ledger, and filters results', async () => {
    const [row] = await h.database.db
      .select({ available: bankAccounts.available })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, eurId));
    // One more unit in the balance than the ledger holds, in exact decimal arithmetic.
    const tampered = fromUnits(toUnits(row?.available ?? '0') + toUnits('1'));
    await h.database.db
      .update(bankAccounts)
      .set({ available: tampered })
      .where(eq(bankAccounts.id, eurId));
    const res = await check({ bank_account_id: eurId });
    expect((await json(res)).data).toMatchObject({ ok: false, difference: '1' });
    const failed = await json(
      await h.call('GET', '/a/integrity-checks?ok=false', { token: tokens.admin }),
    );
    expect(failed.data.map((r: { ok: boolean }) => r.ok)).toEqual([false]);
    const mine = await json(
      await h.call('GET', `/a/integrity-checks?bank_account_id=${eurId}`, { token: tokens.admin }),
    );
    expect(mine.meta.total).toBe(2);
  });

  it('answers 422 for system, unknown or malformed accounts and bad filters', async () => {
    for (const body of [{ bank_account_id: systemId }, { bank_account_id: 999999 }, {}]) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await json(res)).errors).toHaveProperty('bank_account_id');
    }
    const bad = await h.call('GET', '/a/integrity-checks?ok=yes', { token: tokens.admin });
    expect(bad.status).toBe(422);
    expect((await check({ bank_account_id: eurId }, tokens.acme)).status).toBe(403);
    expect(await h.status('GET', '/a/integrity-checks')).toBe(401);
  });
});
