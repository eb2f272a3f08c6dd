import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';
import { csvField } from './activities.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

type Activity = { id: number; event: string; subject_id: number; company_id: number };

describe('GET a/activities (AC-7admin-08)', () => {
  it('lists the transaction history of every company, newest first, with filters', async () => {
    const res = await h.call('GET', '/a/activities?per_page=500', { token: tokens.admin });
    expect(res.status).toBe(200);
    const all = await json(res);
    const ids = all.data.map((a: Activity) => a.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(new Set(all.data.map((a: Activity) => a.company_id)).size).toBeGreaterThan(1);
    const denied = await json(
      await h.call('GET', '/a/activities?event=denied', { token: tokens.admin }),
    );
    expect(denied.data.length).toBeGreaterThan(0);
    expect(denied.data.every((a: Activity) => a.event === 'denied')).toBe(true);
    const one = all.data[0] as Activity;
    const byTx = await json(
      await h.call('GET', `/a/activities?transaction_id=${one.subject_id}`, {
        token: tokens.admin,
      }),
    );
    expect(byTx.data.every((a: Activity) => a.subject_id === one.subject_id)).toBe(true);
    const globex = await json(
      await h.call('GET', '/a/activities?company_id=3', { token: tokens.admin }),
    );
    expect(globex.data.every((a: Activity) => a.company_id === 3)).toBe(true);
    const future = await json(
      await h.call('GET', '/a/activities?from_date=2999-01-01', { token: tokens.admin }),
    );
    expect(future.data).toEqual([]);
  });

  it('answers 422 for bad filters, 403 for a manager, 401 without a token', async () => {
    for (const [query, field] of [
      ['event=DROP TABLE', 'event'],
      ['user_id=x', 'user_id'],
      ['to_date=yesterday', 'to_date'],
    ] as const) {
      const res = await h.call('GET', `/a/activities?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(422);
      expect(Object.keys((await json(res)).errors)).toEqual([field]);
    }
    expect(await h.status('GET', '/a/activities', { token: tokens.acme })).toBe(403);
    expect(await h.status('GET', '/a/activities/report', { token: tokens.acme })).toBe(403);
    expect(await h.status('GET', '/a/activities/report')).toBe(401);
  });
});

describe('GET a/activities/report (AC-7admin-08)', () => {
  it('answers the same rows as CSV', async () => {
    const res = await h.call('GET', '/a/activities/report?company_id=3', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(res.headers.get('Content-Disposition')).toMatch(/activities\.csv/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,event,description,transaction,company_id,user_email');
    const list = await json(
      await h.call('GET', '/a/activities?company_id=3&per_page=500', { token: tokens.admin }),
    );
    expect(lines.length - 1).toBe(list.meta.total);
    expect(lines[1]?.split(',')[0]).toBe(String(list.data[0].id));
    const bad = await h.call('GET', '/a/activities/report?company_id=0', { token: tokens.admin });
    expect(bad.status).toBe(422);
  });

  it('quotes fields and neuters spreadsheet formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe('');
  });
});
