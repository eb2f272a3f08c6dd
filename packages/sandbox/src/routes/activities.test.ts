/**
 * The manager's activity log (AC-7mgr-04, AC-6-03, AC-5): the caller's company only, whatever
 * the query asks (R9 style), two-factor unless individual, CSV under the same filters.
 */
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme', 'globex', 'reader', 'solo'] });

type Activity = { id: number; event: string; subject_id: number; company_id: number };

const companyOf = async (token: string) =>
  (await json(await h.call('GET', '/auth/me', { token }))).data.company.id as number;

describe('GET activities (AC-7mgr-04)', () => {
  it("lists only the caller's company, even when the query names another one", async () => {
    const acme = await companyOf(tokens.acme);
    const globex = await companyOf(tokens.globex);
    const all = await json(
      await h.call('GET', '/a/activities?per_page=500', { token: tokens.admin }),
    );
    const globexTx = (all.data as Activity[]).find((a) => a.company_id === globex);
    expect(globexTx).toBeDefined();

    for (const query of ['', `?company_id=${globex}`, `?cid=${globex}`, '?per_page=500']) {
      const res = await h.call('GET', `/activities${query}`, { token: tokens.acme });
      expect(res.status, query).toBe(200);
      const body = await json(res);
      expect(body.data.length, query).toBeGreaterThan(0);
      expect(
        (body.data as Activity[]).every((a) => a.company_id === acme),
        query,
      ).toBe(true);
      expect(JSON.stringify(body), query).not.toMatch(/Globex|globex\.test/);
    }
    // Another company's transaction id filters to nothing.
    const foreign = await json(
      await h.call('GET', `/activities?transaction_id=${globexTx?.subject_id}`, {
        token: tokens.acme,
      }),
    );
    expect(foreign.data).toEqual([]);
    // The administrator's count for the company is the manager's total.
    const adminView = await json(
      await h.call('GET', `/a/activities?company_id=${acme}`, { token: tokens.admin }),
    );
    const managerView = await json(await h.call('GET', '/activities', { token: tokens.acme }));
    expect(managerView.meta.total).toBe(adminView.meta.total);
  });

  it("answers the company's rows as CSV under the same filters", async () => {
    const acme = await companyOf(tokens.acme);
    const res = await h.call('GET', '/activities/report?event=settled&company_id=3', {
      token: tokens.acme,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,event,description,transaction,company_id,user_email');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[2]).toBe('settled');
      expect(cells.at(-2)).toBe(String(acme));
    }
    const list = await json(
      await h.call('GET', '/activities?event=settled&per_page=500', { token: tokens.acme }),
    );
    expect(lines.length - 1).toBe(list.meta.total);
  });

  it('needs two-factor unless individual; readers read; administrators use a/activities', async () => {
    // The reader has no two-factor (AC-5, PP-5-27).
    expect(await h.status('GET', '/activities', { token: tokens.reader })).toBe(403);
    expect(await h.status('GET', '/activities/report', { token: tokens.reader })).toBe(403);
    // An individual company is exempt.
    expect(await h.status('GET', '/activities', { token: tokens.solo })).toBe(200);
    expect(await h.status('GET', '/activities', { token: tokens.admin })).toBe(403);
    expect(await h.status('GET', '/activities')).toBe(401);
    const bad = await h.call('GET', '/activities?from_date=yesterday', { token: tokens.acme });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors)).toEqual(['from_date']);
  });
});
