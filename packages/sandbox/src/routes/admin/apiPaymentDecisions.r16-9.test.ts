import { DECLINE_REASON_MAX } from '@flexportal/core/admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.js';
import { json, sandboxSuite } from '../../testing/harness.js';

// R16.9 (issue 36, finding 9): an administrator declines an API payment with a reason (the
// money it reserved returns through the ledger) as well as approving one, and both decisions
// are history lines naming the administrator, which the activity log shows. Admins only.
const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme', 'reader'] });

const ADMIN = 'admin@flexportal.test';
const DECLINE = '/a/transactions/decline-api-payments';
const APPROVE = '/a/transactions/approve-api-payments';
const REASON = 'Payee not on the partner contract';

type Tx = { id: number; company_id: number; status: string; bank_account_id: number };
const get = async (path: string) => json(await h.call('GET', path, { token: tokens.admin }));
const post = (path: string, body: unknown, token = tokens.admin) =>
  h.call('POST', path, { token, body });

/** The available balance of an account, as the administrator's list gives it. */
async function available(accountId: number): Promise<string> {
  const list = await get('/a/bank-accounts?per_page=500');
  return list.data.find((a: { id: number }) => a.id === accountId).available_balance;
}

/** A payment sent through a partner's API (the sandbox dev tool), awaiting an administrator. */
async function apiPayment(amount: string): Promise<Tx> {
  const res = await h.app.request('/sandbox/api-payment', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'manager@acme.test', amount }),
  });
  expect(res.status).toBe(201);
  return (await get(`/a/transactions/${(await json(res)).data.id}`)).data;
}

/** The newest history line and activity-log row of a transaction. */
async function decisionRows(id: number) {
  const history = (await get(`/a/transactions/${id}/history`)).data;
  const activity = (await get(`/a/activities?transaction_id=${id}`)).data;
  return { history: history.at(-1), activity: activity[0] };
}

describe('R16.9 API payments: approve and decline, both logged with the administrator', () => {
  it('declines the seeded API payment with a reason: denied, 121.00 EUR back, logged', async () => {
    const [seeded] = (await get('/a/transactions?mode=api')).data as Tx[];
    const before = await available(seeded?.bank_account_id as number);
    const target = { company_id: seeded?.company_id, transaction_ids: [seeded?.id] };
    const noReason = await post(DECLINE, target);
    const res = await post(DECLINE, { ...target, reason: `  ${REASON}  ` });
    console.info(`R16.9 decline without reason: ${noReason.status}; with one: ${res.status}`);
    expect(noReason.status).toBe(422);
    expect((await json(noReason)).errors.reason).toEqual(['The reason is required.']);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ declined: [seeded?.id] });

    const after = await available(seeded?.bank_account_id as number);
    // 120.00 and its 1.00 fee return (cents as integers: exact).
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(after) - cents(before)).toBe(12100n);
    expect((await get(`/a/transactions/${seeded?.id}`)).data.status).toBe('denied');
    const { history, activity } = await decisionRows(seeded?.id as number);
    expect(history).toMatchObject({
      status: 'denied',
      note: `API payment declined by an administrator: ${REASON}`,
    });
    expect(activity).toMatchObject({
      event: 'denied',
      description: `API payment declined by an administrator: ${REASON}`,
      causer: { email: ADMIN },
    });
    // The ledger nets the declined payment to zero.
    const checks = await get(`/a/transactions/check-records?per_page=500`);
    const row = checks.data.find(
      (r: { transaction_id: number }) => r.transaction_id === seeded?.id,
    );
    expect(row.balanced).toBe(true);
    // A repeat, or a race lost, decides nothing and moves no money.
    expect((await json(await post(DECLINE, { ...target, reason: REASON }))).data.declined).toEqual(
      [],
    );
    expect(await available(seeded?.bank_account_id as number)).toBe(after);
  });

  it('approves a chosen API payment only, logged with the administrator', async () => {
    const chosen = await apiPayment('40.00');
    const other = await apiPayment('41.00');
    const res = await post(APPROVE, {
      company_id: chosen.company_id,
      transaction_ids: [chosen.id],
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ approved: [chosen.id] });
    const { history, activity } = await decisionRows(chosen.id);
    expect(history).toMatchObject({
      status: 'progress',
      note: 'API payment approved by an administrator',
    });
    expect(activity).toMatchObject({ event: 'progress', causer: { email: ADMIN } });
    expect((await get(`/a/transactions/${other.id}`)).data.status).toBe('api');
  });

  it('answers managers and readers 403 and changes nothing; refuses bad bodies and non-root', async () => {
    const waiting = await apiPayment('42.00');
    const target = { company_id: waiting.company_id, transaction_ids: [waiting.id] };
    const statuses: number[] = [];
    for (const token of [tokens.acme, tokens.reader]) {
      statuses.push((await post(DECLINE, { ...target, reason: REASON }, token)).status);
      statuses.push((await post(APPROVE, target, token)).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403]);
    expect((await get(`/a/transactions/${waiting.id}`)).data.status).toBe('api');
    for (const body of [
      { ...target, reason: '' },
      { ...target, reason: 'x'.repeat(DECLINE_REASON_MAX + 1) },
      { company_id: waiting.company_id, reason: REASON },
      { ...target, transaction_ids: [], reason: REASON },
    ]) {
      const bad = await post(DECLINE, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    await h.database.db
      .update(companies)
      .set({ nodeType: 'SUB' })
      .where(eq(companies.id, waiting.company_id));
    const sub = await post(DECLINE, { ...target, reason: REASON });
    expect(sub.status).toBe(422);
    expect((await json(sub)).errors.company_id[0]).toMatch(/root node/);
    expect((await get(`/a/transactions/${waiting.id}`)).data.status).toBe('api');
  });
});
