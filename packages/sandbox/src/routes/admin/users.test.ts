import { AdminUser, ListMeta } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'ops'] });

const emails = (body: { data: Array<{ email: string }> }) => body.data.map((u) => u.email);

describe('GET a/users (AC-7admin-04)', () => {
  it('lists every user, 100 per page, without secrets', async () => {
    const res = await h.call('GET', '/a/users', { token: tokens.ops });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(ListMeta.parse(body.meta)).toMatchObject({ per_page: 100, total: 13, from: 1, to: 13 }); // with Hooli's manager, Acme's two more signers and the PSP merchant
    // The contract the administrators' users page reads.
    const list = body.data.map((u: unknown) => AdminUser.parse(u));
    expect(list[0]).toMatchObject({ email: 'admin@flexportal.test', company: null });
    expect(list[2]).toMatchObject({ email: 'manager@acme.test', company: { name: 'Acme Ltd' } });
    expect(list[2].roles).toEqual([{ slug: 'manager' }]);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|JBSWY3DP|password/);
  });

  it('paginates', async () => {
    const body = await json(
      await h.call('GET', '/a/users?page=2&per_page=4', { token: tokens.admin }),
    );
    expect(emails(body)).toEqual([
      'solo@individual.test',
      'manager@globex.test',
      'pending@initech.test',
      'kyc@umbrella.test',
    ]);
    expect(body.meta).toMatchObject({ current_page: 2, last_page: 4, from: 5, to: 8 });
  });

  it('searches by e-mail or name, case-insensitively, and filters by role', async () => {
    const byMail = await json(await h.call('GET', '/a/users?search=ACME', { token: tokens.admin }));
    expect(emails(byMail)).toEqual([
      'manager@acme.test',
      'reader@acme.test',
      'treasurer@acme.test',
      'payments@acme.test',
    ]);
    const byName = await json(
      await h.call('GET', '/a/users?search=otto%20ops', { token: tokens.admin }),
    );
    expect(emails(byName)).toEqual(['ops@flexportal.test']);
    const literal = await json(await h.call('GET', '/a/users?search=%25', { token: tokens.admin }));
    expect(literal.data).toEqual([]);
    const readers = await json(
      await h.call('GET', '/a/users?role=manager-reader', { token: tokens.admin }),
    );
    expect(emails(readers)).toEqual(['reader@acme.test']);
    const admins = await json(
      await h.call('GET', '/a/users?role=super-admin&search=flexportal', { token: tokens.admin }),
    );
    expect(emails(admins)).toEqual(['admin@flexportal.test']);
  });

  it('answers 422 for a bad role, page or per_page', async () => {
    for (const query of ['role=root', 'per_page=501', 'page=0']) {
      const res = await h.call('GET', `/a/users?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(422);
      expect(Object.keys((await json(res)).errors), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET a/users/{id} (AC-7admin-04)', () => {
  it('returns one user with the company', async () => {
    const res = await h.call('GET', '/a/users/4', { token: tokens.ops });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(AdminUser.parse(body.data)).toMatchObject({
      email: 'reader@acme.test',
      roles: [{ slug: 'manager-reader' }],
      company: { name: 'Acme Ltd' },
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password_hash/);
  });
});

describe('PUT a/users/{id} (AC-7admin-04)', () => {
  it('updates first name and e-mail; the user then logs in with the new e-mail', async () => {
    const res = await h.call('PUT', '/a/users/5', {
      token: tokens.ops,
      body: { first_name: ' Solomon ', email: 'solomon@individual.test', role: 'super-admin' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({
      first_name: 'Solomon',
      email: 'solomon@individual.test',
      roles: [{ slug: 'manager' }],
    });
    expect(await h.login('solomon@individual.test')).toBeTruthy();
  });

  it('answers 422 with the field for bad input', async () => {
    const bad = await h.call('PUT', '/a/users/5', {
      token: tokens.admin,
      body: { first_name: '', email: 'not-an-email' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors).sort()).toEqual(['email', 'first_name']);
    const missing = await h.call('PUT', '/a/users/5', { token: tokens.admin, body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys((await json(missing)).errors).sort()).toEqual(['email', 'first_name']);
  });

  it("refuses another user's e-mail (422), in any case, but keeps one's own", async () => {
    const taken = await h.call('PUT', '/a/users/6', {
      token: tokens.admin,
      body: { first_name: 'Gus', email: 'Manager@ACME.test' },
    });
    expect(taken.status).toBe(422);
    expect((await json(taken)).errors.email).toEqual(['The email has already been taken.']);
    const own = await h.call('PUT', '/a/users/6', {
      token: tokens.admin,
      body: { first_name: 'Gustav', email: 'manager@globex.test' },
    });
    expect(own.status).toBe(200);
  });

  it('lets only a super-admin change an administrator', async () => {
    const res = await h.call('PUT', '/a/users/1', {
      token: tokens.ops,
      body: { first_name: 'Mallory', email: 'mallory@example.test' },
    });
    expect(res.status).toBe(403);
    const after = await json(await h.call('GET', '/a/users/1', { token: tokens.admin }));
    expect(after.data).toMatchObject({ first_name: 'Ada', email: 'admin@flexportal.test' });
    const bySuper = await h.call('PUT', '/a/users/2', {
      token: tokens.admin,
      body: { first_name: 'Otto', email: 'ops@flexportal.test', last_name: 'Operations' },
    });
    expect((await json(bySuper)).data).toMatchObject({ last_name: 'Operations' });
  });
});
