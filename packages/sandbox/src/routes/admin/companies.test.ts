import { Company, ListMeta, User } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

// Seeded company ids: 1 Acme, 2 Solo Trader, 3 Globex, 4 Initech (not enabled),
// 5 Umbrella, 6 FlexPSP Merchant.
const { h, tokens } = sandboxSuite({ logins: ['ops'] });

const names = (body: { data: Array<{ name: string }> }) => body.data.map((c) => c.name);

const ACME = ['manager@acme.test', 'reader@acme.test', 'treasurer@acme.test', 'payments@acme.test'];

describe('GET a/companies (AC-7admin-10)', () => {
  it('lists every company with Laravel meta', async () => {
    const res = await h.call('GET', '/a/companies', { token: tokens.ops });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(ListMeta.parse(body.meta)).toMatchObject({ total: 8, per_page: 100 }); // with Hooli and Wayne (issue 24)
    const list = body.data.map((c: unknown) => Company.parse(c));
    expect(list[0]).toMatchObject({
      name: 'Acme Ltd',
      enabled: true,
      enabled_features: { crypto: true, psp_portal: false, create_accounts: true },
    });
    expect(list[3]).toMatchObject({ name: 'Initech', enabled: false });
  });

  it('searches by name, case-insensitively, and paginates', async () => {
    const found = await json(
      await h.call('GET', '/a/companies?search=CORP', { token: tokens.ops }),
    );
    expect(names(found)).toEqual(['Globex Corporation', 'Umbrella Corp']);
    const page = await json(
      await h.call('GET', '/a/companies?page=2&per_page=5', { token: tokens.ops }),
    );
    expect(names(page)).toEqual(['FlexPSP Merchant', 'Hooli Ltd', 'Wayne Enterprises']);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, from: 6, to: 8 });
  });

  it('answers 422 for a bad page size', async () => {
    const res = await h.call('GET', '/a/companies?per_page=x', { token: tokens.ops });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty('per_page');
  });
});

describe('GET a/companies/{id} (AC-7admin-10)', () => {
  it('returns one company', async () => {
    const res = await h.call('GET', '/a/companies/6', { token: tokens.ops });
    expect(res.status).toBe(200);
    expect(Company.parse((await json(res)).data)).toMatchObject({
      name: 'FlexPSP Merchant',
      company_types: ['LIMITED_FEATURES_FLEXPSP'],
      psp_portal_attached: true,
    });
  });
});

describe('GET a/companies/view-by-zoho-id/{x} (AC-7admin-10)', () => {
  it('returns the company of a CRM record id, with that id', async () => {
    const res = await h.call('GET', '/a/companies/view-by-zoho-id/ZC-1003', { token: tokens.ops });
    expect(res.status).toBe(200);
    const company = (await json(res)).data;
    expect(Company.parse(company)).toMatchObject({ id: 3, name: 'Globex Corporation' });
    expect(company.zoho_id).toBe('ZC-1003');
  });

  it('answers 404 for an unknown CRM id and 422 for a malformed one', async () => {
    const unknown = await h.call('GET', '/a/companies/view-by-zoho-id/ZC-9999', {
      token: tokens.ops,
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Company not found.');
    for (const bad of ['a%20b', 'x'.repeat(41), '%3Cscript%3E']) {
      const res = await h.call('GET', `/a/companies/view-by-zoho-id/${bad}`, { token: tokens.ops });
      expect(res.status, bad).toBe(422);
      expect((await json(res)).errors, bad).toHaveProperty('x');
    }
  });
});

describe('GET a/companies/{id}/employees (AC-7admin-10)', () => {
  it("lists the company's users only", async () => {
    const res = await h.call('GET', '/a/companies/1/employees', { token: tokens.ops });
    expect(res.status).toBe(200);
    const body = await json(res);
    const users = body.data.map((u: unknown) => User.parse(u));
    expect(users.map((u: User) => u.email)).toEqual(ACME);
    expect(body.meta).toMatchObject({ total: 4 });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|JBSWY3DP/);
    const paged = await json(
      await h.call('GET', '/a/companies/1/employees?page=2&per_page=1', { token: tokens.ops }),
    );
    expect(paged.data.map((u: User) => u.email)).toEqual(['reader@acme.test']);
  });
});

describe('PUT a/companies/{id} (AC-7admin-11)', () => {
  it('enables a company and sets its features; the manager sees it at once', async () => {
    const login = await json(await h.call('POST', '/a/users/7/login', { token: tokens.ops }));
    const pending = login.data.token.access_token;
    expect(
      (await json(await h.call('GET', '/auth/me', { token: pending }))).data.company,
    ).toMatchObject({ enabled: false });
    const res = await h.call('PUT', '/a/companies/4', {
      token: tokens.ops,
      body: { enabled: true, enabled_features: ['crypto', 'create_accounts', 'crypto'] },
    });
    expect(res.status).toBe(200);
    expect(Company.parse((await json(res)).data)).toMatchObject({
      enabled: true,
      enabled_features: { crypto: true, create_accounts: true, affiliation: false },
    });
    const me = await json(await h.call('GET', '/auth/me', { token: pending }));
    expect(me.data.company).toMatchObject({ enabled: true, enabled_features: { crypto: true } });
  });

  it('changes only the fields given', async () => {
    const res = await h.call('PUT', '/a/companies/1', {
      token: tokens.ops,
      body: { enabled: false },
    });
    expect((await json(res)).data).toMatchObject({
      enabled: false,
      enabled_features: { affiliation: true, crypto: true, portals: true, create_accounts: true },
    });
    const cleared = await h.call('PUT', '/a/companies/1', {
      token: tokens.ops,
      body: { enabled_features: [] },
    });
    expect((await json(cleared)).data).toMatchObject({
      enabled: false,
      enabled_features: { affiliation: false, crypto: false, portals: false },
    });
  });

  it('sets company types and the node type; a SUB node gets no API approval (AC-3-03)', async () => {
    const res = await h.call('PUT', '/a/companies/3', {
      token: tokens.ops,
      body: { company_types: ['REGULAR', 'WHITE_LABEL', 'REGULAR'], node_type: 'SUB' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({
      company_types: ['REGULAR', 'WHITE_LABEL'],
      node_type: 'SUB',
      enabled_features: { crypto: true },
    });
    const approve = await h.call('POST', '/a/transactions/approve-api-payments', {
      token: tokens.ops,
      body: { company_id: 3 },
    });
    expect(approve.status).toBe(422);
    const back = await h.call('PUT', '/a/companies/3', {
      token: tokens.ops,
      body: { company_types: ['REGULAR'], node_type: 'ROOT' },
    });
    expect((await json(back)).data).toMatchObject({
      company_types: ['REGULAR'],
      node_type: 'ROOT',
    });
  });

  it('answers 422 with the field for bad input, and changes nothing', async () => {
    for (const [body, field] of [
      [{ enabled: 'yes' }, 'enabled'],
      [{ enabled_features: ['teleport'] }, 'enabled_features.0'],
      [{ enabled_features: 'crypto' }, 'enabled_features'],
      [{ company_types: [] }, 'company_types'],
      [{ company_types: ['BANK'] }, 'company_types.0'],
      [{ node_type: 'LEAF' }, 'node_type'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 7 }, 'name'],
      [{ legal_type: 'trust' }, 'legal_type'],
    ] as const) {
      const res = await h.call('PUT', '/a/companies/3', { token: tokens.ops, body });
      expect(res.status, field).toBe(422);
      expect(Object.keys((await json(res)).errors), field).toEqual([field]);
    }
    const globex = await json(await h.call('GET', '/a/companies/3', { token: tokens.ops }));
    expect(globex.data).toMatchObject({
      name: 'Globex Corporation',
      legal_type: 'company',
      enabled: true,
      enabled_features: { crypto: true },
    });
  });

  it('sets the name (trimmed) and the legal type, the express data entry of PP-2.5-10', async () => {
    const res = await h.call('PUT', '/a/companies/5', {
      token: tokens.ops,
      body: { name: '  Umbrella Holdings  ', legal_type: 'individual' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({
      name: 'Umbrella Holdings',
      legal_type: 'individual',
      enabled: true,
      company_types: ['REGULAR'],
    });
    const stored = await json(await h.call('GET', '/a/companies/5', { token: tokens.ops }));
    expect(stored.data).toMatchObject({ name: 'Umbrella Holdings', legal_type: 'individual' });
    const back = await h.call('PUT', '/a/companies/5', {
      token: tokens.ops,
      body: { name: 'Umbrella Corp', legal_type: 'company' },
    });
    expect((await json(back)).data).toMatchObject({ name: 'Umbrella Corp', legal_type: 'company' });
  });
});
