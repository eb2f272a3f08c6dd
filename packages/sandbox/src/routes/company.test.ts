// GET company (AC-7mgr-05), GET company/alerts (AC-7mgr-07) and PUT a/companies/employees/{e}
// (AC-7admin-11) against the real sandbox (issue 40).
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'pending', 'kyc', 'admin'],
});

const me = async (token: string) => (await json(await h.call('GET', '/auth/me', { token }))).data;

describe('GET company (AC-7mgr-05)', () => {
  it("answers the caller's own company, to a manager and a reader alike", async () => {
    const acme = (await me(tokens.acme)).company;
    for (const token of [tokens.acme, tokens.reader]) {
      const res = await h.call('GET', '/company', { token });
      expect(res.status).toBe(200);
      const body = (await json(res)).data;
      expect(body).toEqual(acme);
    }
    const globex = (await json(await h.call('GET', '/company', { token: tokens.globex }))).data;
    expect(globex.id).not.toBe(acme.id);
    expect(globex.id).toBe((await me(tokens.globex)).company.id);
  });

  it('refuses a visitor (401) and an administrator (403)', async () => {
    expect(await h.status('GET', '/company')).toBe(401);
    expect(await h.status('GET', '/company', { token: tokens.admin })).toBe(403);
  });
});

describe('GET company/alerts (AC-7mgr-07)', () => {
  it('warns a company that is not enabled, and no enabled one without waiting trackings', async () => {
    const pending = (await json(await h.call('GET', '/company/alerts', { token: tokens.pending })))
      .data;
    expect(pending.map((a: { type: string }) => a.type)).toContain('company_disabled');
    const globex = await json(await h.call('GET', '/company/alerts', { token: tokens.globex }));
    expect(globex.data).toEqual([]);
  });

  it('counts the trackings that wait for the company`s documents', async () => {
    const alerts = (await json(await h.call('GET', '/company/alerts', { token: tokens.kyc }))).data;
    const open = alerts.find((a: { type: string }) => a.type === 'compliance_open');
    expect(open?.count).toBeGreaterThan(0);
    expect(open?.message).toMatch(/compliance tracking/);
  });

  it('refuses a visitor (401) and an administrator (403)', async () => {
    expect(await h.status('GET', '/company/alerts')).toBe(401);
    expect(await h.status('GET', '/company/alerts', { token: tokens.admin })).toBe(403);
  });
});

describe('PUT a/companies/employees/{e} (AC-7admin-11)', () => {
  const path = (id: number) => `/a/companies/employees/${id}`;

  it("updates an employee's name and e-mail, as the user update does", async () => {
    const reader = await me(tokens.reader);
    const body = { first_name: 'Renamed', last_name: 'Reader', email: reader.email };
    const res = await h.call('PUT', path(reader.id), { token: tokens.admin, body });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id: reader.id, first_name: 'Renamed' });
    expect((await me(tokens.reader)).first_name).toBe('Renamed');
  });

  it('answers 404 for a user of no company (an administrator) and an unknown id', async () => {
    const admin = await me(tokens.admin);
    const body = { first_name: 'X', email: admin.email };
    const refused = await h.call('PUT', path(admin.id), { token: tokens.admin, body });
    expect(refused.status).toBe(404);
    expect((await json(refused)).message).toBe('Employee not found.');
    expect(await h.status('PUT', path(2147483646), { token: tokens.admin, body })).toBe(404);
  });

  it("answers 422 in the spec's format, and keeps managers out (403)", async () => {
    const reader = await me(tokens.reader);
    const res = await h.call('PUT', path(reader.id), {
      token: tokens.admin,
      body: { first_name: '', email: 'not-an-email' },
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name']);
    const own = { first_name: 'Me', email: reader.email };
    expect(await h.status('PUT', path(reader.id), { token: tokens.acme, body: own })).toBe(403);
  });

  it('takes no e-mail another user holds', async () => {
    const reader = await me(tokens.reader);
    const acme = await me(tokens.acme);
    const res = await h.call('PUT', path(reader.id), {
      token: tokens.admin,
      body: { first_name: 'Dup', email: acme.email },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.email).toEqual(['The email has already been taken.']);
  });
});
