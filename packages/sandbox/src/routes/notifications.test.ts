import { ListMeta, NOTIFICATION_TYPES, Notification } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notify } from '../notifications/notify.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';

const { live, events } = recordingLive();
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'solo', 'admin'],
  accountsOf: ['acme'],
  app: { live },
});

const list = async (token: string, query = '') => {
  const res = await h.call('GET', `/manager/notifications-related${query}`, { token });
  expect(res.status).toBe(200);
  const body = await json(res);
  return { data: z.array(Notification).parse(body.data), meta: ListMeta.parse(body.meta) };
};
const me = async (token: string) =>
  (await json(await h.call('GET', '/auth/me', { token }))).data as {
    id: number;
    company: { id: number };
  };
const companyIdOf = async (token: string) => (await me(token)).company.id;

describe('GET manager/notifications-related (AC-7mgr-01)', () => {
  it('lists the seeded notifications, all seven types, newest first, 100 per page', async () => {
    const { data, meta } = await list(tokens.acme);
    expect(new Set(data.map((n) => n.type))).toEqual(new Set(NOTIFICATION_TYPES));
    expect(meta.per_page).toBe(100);
    expect(data.map((n) => n.id)).toEqual([...data.map((n) => n.id)].sort((a, b) => b - a));
    const report = data.find((n) => n.type === 'report.generated');
    expect(report?.notificationable?.actions).toEqual({
      is_downloadable: true,
      filename: 'transactions-2026-10.csv',
    });
    const sof = data.find((n) => n.type === 'transaction.source_of_funds_missing');
    expect(sof?.required_action).toEqual({ legal_type: 'company' });
  });

  it('pages with page and per_page', async () => {
    const { data, meta } = await list(tokens.acme, '?page=2&per_page=5');
    expect(data).toHaveLength(2);
    expect(meta.total).toBe(7);
    expect(meta.current_page).toBe(2);
  });

  it('shows another company none of Acme’s, and a user only their own or the company’s', async () => {
    expect((await list(tokens.globex)).data).toEqual([]);
    const acme = await companyIdOf(tokens.acme);
    await notify(
      { db: h.database.db, live },
      {
        companyId: acme,
        userId: (await me(tokens.reader)).id,
        type: 'report.generated',
        title: 'Only for Rick',
        message: 'x',
      },
    );
    expect((await list(tokens.acme)).data.some((n) => n.title === 'Only for Rick')).toBe(false);
  });

  it('needs two-factor unless the company is an individual (AC-5)', async () => {
    expect(await h.status('GET', '/manager/notifications-related', { token: tokens.reader })).toBe(
      403,
    );
    expect(await h.status('GET', '/manager/notifications-related', { token: tokens.solo })).toBe(
      200,
    );
    expect(await h.status('GET', '/manager/notifications-related', { token: tokens.admin })).toBe(
      403,
    );
  });
});

describe('DELETE notifications/{id} and DELETE notifications (AC-7mgr-02, -03)', () => {
  it('removes one; another company’s id answers 404 and stays', async () => {
    const before = (await list(tokens.acme)).data;
    const first = before[0] as Notification;
    expect(await h.status('DELETE', `/notifications/${first.id}`, { token: tokens.globex })).toBe(
      404,
    );
    expect(await h.status('DELETE', `/notifications/${first.id}`, { token: tokens.reader })).toBe(
      403,
    );
    expect(await h.status('DELETE', `/notifications/${first.id}`, { token: tokens.acme })).toBe(
      200,
    );
    const after = (await list(tokens.acme)).data;
    expect(after.map((n) => n.id)).toEqual(before.slice(1).map((n) => n.id));
    expect(await h.status('DELETE', `/notifications/${first.id}`, { token: tokens.acme })).toBe(
      404,
    );
  });

  it('purges every notification of the caller and no other company’s', async () => {
    const globex = await companyIdOf(tokens.globex);
    events.length = 0;
    await notify(
      { db: h.database.db, live },
      {
        companyId: globex,
        type: 'bank_account.negative_balance',
        title: 'Globex below zero',
        message: 'x',
      },
    );
    expect(events.map((e) => e.event)).toEqual(['notification.created']);
    expect(await h.status('DELETE', '/notifications', { token: tokens.reader })).toBe(403);
    expect(await h.status('DELETE', '/notifications', { token: tokens.acme })).toBe(200);
    expect((await list(tokens.acme)).data).toEqual([]);
    expect((await list(tokens.globex)).data.map((n) => n.title)).toEqual(['Globex below zero']);
  });
});

describe('a real event: money in without a source of funds', () => {
  it('notifies live with the required action, and setting the source resolves it', async () => {
    events.length = 0;
    const account = Object.values(ids)[0] as number;
    const body = { bank_account_id: account, amount: '25.00' };
    // A top-up asks the administrator's e-mailed code (issue 23).
    const challenged = await h.call('POST', '/a/transactions/credit', {
      token: tokens.admin,
      body,
    });
    expect(challenged.status).toBe(403);
    const mail = await json(await h.app.request('/sandbox/mailbox?email=admin@flexportal.test'));
    const credit = await h.call('POST', '/a/transactions/credit', {
      token: tokens.admin,
      body,
      headers: { 'X-OTP-Code': /(\d{6})/.exec(mail.data[0].body)?.[1] as string },
    });
    expect(credit.status).toBe(201);
    const txId = (await json(credit)).data.id as number;
    expect(events.filter((e) => e.event === 'notification.created')).toHaveLength(1);
    const [note] = (await list(tokens.acme)).data;
    expect(note).toMatchObject({
      type: 'transaction.source_of_funds_missing',
      notificationable: { type: 'transaction', id: txId },
      required_action: { legal_type: 'company' },
    });
    const set = await h.call('PUT', `/manager/transactions/${txId}/source-of-funds`, {
      token: tokens.acme,
      body: { source_id: 1 },
    });
    expect(set.status).toBe(200);
    expect((await list(tokens.acme)).data.map((n) => n.id)).not.toContain(note?.id);
  });
});
