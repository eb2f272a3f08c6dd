import { LoginResult } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

// Seeded ids: 1 admin (super-admin), 2 ops (admin), 3 manager@acme, 4 reader@acme,
// 5 solo, 6 manager@globex, 7 pending@initech, 8 kyc@umbrella, 9 limited@flexpsp.
const { h, tokens } = sandboxSuite({ logins: ['admin', 'ops'] });

const roleOf = async (id: number) =>
  (await json(await h.call('GET', `/a/users/${id}`, { token: tokens.admin }))).data.roles[0].slug;

describe('POST a/users/{id}/login: impersonation (AC-7admin-05, PP-4.8-06)', () => {
  it('answers like auth/login; the token acts as the manager', async () => {
    const res = await h.call('POST', '/a/users/3/login', { token: tokens.ops });
    expect(res.status).toBe(200);
    const result = LoginResult.parse((await json(res)).data);
    expect(result.user).toMatchObject({ email: 'manager@acme.test', roles: [{ slug: 'manager' }] });
    expect(JSON.stringify(result)).not.toMatch(/scrypt|JBSWY3DP/);
    const token = result.token.access_token;
    const me = await h.call('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect((await json(me)).data.email).toBe('manager@acme.test');
    expect(await h.status('GET', '/manager/bank-accounts', { token })).toBe(200);
    expect(await h.status('GET', '/a/users', { token })).toBe(403);
    // The administrator's own token is untouched (kept in reserve by the portal).
    expect((await json(await h.call('GET', '/auth/me', { token: tokens.ops }))).data.email).toBe(
      'ops@flexportal.test',
    );
  });

  it('impersonates a manager-reader too', async () => {
    const res = await h.call('POST', '/a/users/4/login', { token: tokens.admin });
    const token = (await json(res)).data.token.access_token;
    expect((await json(await h.call('GET', '/auth/me', { token }))).data.email).toBe(
      'reader@acme.test',
    );
  });

  it('refuses to impersonate an administrator (403), whoever asks', async () => {
    for (const [token, id] of [
      [tokens.ops, 1],
      [tokens.admin, 2],
      [tokens.admin, 1],
    ] as const) {
      const res = await h.call('POST', `/a/users/${id}/login`, { token });
      expect(res.status).toBe(403);
      expect(JSON.stringify(await json(res))).not.toContain('access_token');
    }
  });
});

describe('PUT a/users/{id}/role (AC-7admin-05)', () => {
  it('changes a manager role; the change applies to their next call at once', async () => {
    const login = await json(await h.call('POST', '/a/users/6/login', { token: tokens.admin }));
    const globex = login.data.token.access_token;
    expect(await h.status('PUT', '/manager/bank-accounts/999/selected', { token: globex })).toBe(
      404,
    );
    const res = await h.call('PUT', '/a/users/6/role', {
      token: tokens.ops,
      body: { role: 'manager-reader' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data.roles).toEqual([{ slug: 'manager-reader' }]);
    expect(await roleOf(6)).toBe('manager-reader');
    // Readers are refused any write in the manager area (session cache dropped).
    expect(await h.status('PUT', '/manager/bank-accounts/999/selected', { token: globex })).toBe(
      403,
    );
  });

  it('lets an admin grant neither super-admin nor admin (403)', async () => {
    for (const [id, role] of [
      [7, 'super-admin'],
      [7, 'admin'],
      [1, 'manager'],
    ] as const) {
      const res = await h.call('PUT', `/a/users/${id}/role`, { token: tokens.ops, body: { role } });
      expect(res.status, `${id} ${role}`).toBe(403);
    }
    expect(await roleOf(7)).toBe('manager');
    expect(await roleOf(1)).toBe('super-admin');
  });

  it('lets a super-admin grant super-admin to an administrator', async () => {
    const res = await h.call('PUT', '/a/users/2/role', {
      token: tokens.admin,
      body: { role: 'super-admin' },
    });
    expect(res.status).toBe(200);
    expect(await roleOf(2)).toBe('super-admin');
    const back = await h.call('PUT', '/a/users/2/role', {
      token: tokens.admin,
      body: { role: 'admin' },
    });
    expect(back.status).toBe(200);
    expect(await roleOf(2)).toBe('admin');
  });

  it('refuses changing your own role (403)', async () => {
    const res = await h.call('PUT', '/a/users/1/role', {
      token: tokens.admin,
      body: { role: 'admin' },
    });
    expect(res.status).toBe(403);
    expect(await roleOf(1)).toBe('super-admin');
  });

  it('answers 422 on role for an unknown role or one that does not fit the company', async () => {
    for (const [id, role] of [
      [7, 'root'],
      [7, undefined],
      [7, 'admin'],
      [2, 'manager'],
    ] as const) {
      const res = await h.call('PUT', `/a/users/${id}/role`, {
        token: tokens.admin,
        body: { role },
      });
      expect(res.status, `${id} ${role}`).toBe(422);
      expect(Object.keys((await json(res)).errors)).toEqual(['role']);
    }
    expect(await roleOf(7)).toBe('manager');
  });
});

describe('PUT a/users/{id}/password (AC-7admin-05)', () => {
  it('sets a hashed password the user logs in with', async () => {
    const res = await h.call('PUT', '/a/users/9/password', {
      token: tokens.ops,
      body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await json(res))).not.toContain('Fresh#Start9');
    expect(await h.login('limited@flexpsp.test', 'Fresh#Start9')).toBeTruthy();
    await expect(h.login('limited@flexpsp.test')).rejects.toThrow(/422/);
  });

  it('answers 422 on password for a weak or unconfirmed password', async () => {
    for (const body of [
      { password: 'short#1' },
      { password: 'no-digits-here' },
      { password: 'NoSpecial123' },
      { password: 'Good#Pass1', password_confirmation: 'Other#Pass1' },
      {},
    ]) {
      const res = await h.call('PUT', '/a/users/8/password', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json(res)).errors)).toEqual(['password']);
    }
  });

  it("lets only a super-admin set an administrator's password", async () => {
    const res = await h.call('PUT', '/a/users/1/password', {
      token: tokens.ops,
      body: { password: 'Taken#Over1' },
    });
    expect(res.status).toBe(403);
    await expect(h.login('admin@flexportal.test', 'Taken#Over1')).rejects.toThrow(/422/);
  });
});

describe('DELETE a/users/{id} (AC-7admin-07)', () => {
  it('deletes a user with codes and transactions; their tokens stop working', async () => {
    // The manager of Acme has transactions, challenges and keys: all references go.
    const login = await json(await h.call('POST', '/a/users/3/login', { token: tokens.admin }));
    const token = login.data.token.access_token;
    expect(await h.status('GET', '/auth/me', { token })).toBe(200);
    const res = await h.call('DELETE', '/a/users/3', { token: tokens.ops });
    expect(res.status).toBe(200);
    expect(await h.status('GET', '/a/users/3', { token: tokens.admin })).toBe(404);
    expect(await h.status('GET', '/auth/me', { token })).toBe(401);
    const employees = await json(
      await h.call('GET', '/a/companies/1/employees', { token: tokens.admin }),
    );
    expect(employees.data.map((u: { email: string }) => u.email)).toEqual([
      'reader@acme.test',
      'treasurer@acme.test',
      'payments@acme.test',
    ]);
  });

  it('refuses deleting yourself, and an admin deleting an administrator (403)', async () => {
    expect(await h.status('DELETE', '/a/users/1', { token: tokens.admin })).toBe(403);
    expect(await h.status('DELETE', '/a/users/1', { token: tokens.ops })).toBe(403);
    expect(await h.status('DELETE', '/a/users/2', { token: tokens.ops })).toBe(403);
    expect(await h.status('GET', '/a/users/1', { token: tokens.admin })).toBe(200);
    expect(await h.status('GET', '/a/users/2', { token: tokens.admin })).toBe(200);
  });
});
