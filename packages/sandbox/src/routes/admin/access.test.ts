import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme', 'reader'] });

const UNKNOWN = 999999;

/** Every a/ endpoint, with a body that passes validation. */
const ENDPOINTS: ReadonlyArray<{ method: string; path: string; body?: unknown; missing?: string }> =
  [
    { method: 'GET', path: '/a/users' },
    { method: 'GET', path: '/a/users/statistic' },
    // Multipart: the guard answers before the form is read.
    { method: 'POST', path: '/a/users/{id}/avatar' },
    { method: 'GET', path: '/a/users/{id}', missing: 'User not found.' },
    {
      method: 'PUT',
      path: '/a/users/{id}',
      body: { first_name: 'X', email: 'x@example.test' },
      missing: 'User not found.',
    },
    {
      method: 'PUT',
      path: '/a/users/{id}/role',
      body: { role: 'manager' },
      missing: 'User not found.',
    },
    {
      method: 'PUT',
      path: '/a/users/{id}/password',
      body: { password: 'Another#2026' },
      missing: 'User not found.',
    },
    { method: 'DELETE', path: '/a/users/{id}', missing: 'User not found.' },
    { method: 'POST', path: '/a/users/{id}/login', missing: 'User not found.' },
    { method: 'GET', path: '/a/companies' },
    { method: 'GET', path: '/a/companies/{id}', missing: 'Company not found.' },
    {
      method: 'PUT',
      path: '/a/companies/{id}',
      body: { enabled: false },
      missing: 'Company not found.',
    },
    { method: 'GET', path: '/a/companies/{id}/employees', missing: 'Company not found.' },
    { method: 'GET', path: '/a/companies/view-by-zoho-id/ZC-1001' },
    { method: 'GET', path: '/a/companies/payment-services?company_id=1' },
    { method: 'GET', path: '/a/companies/onboarding-transitions?company_id=1' },
    {
      method: 'PUT',
      path: '/a/companies/onboarding-transitions/{id}/fields',
      body: { fields: { reviewer: 'x' } },
      missing: 'Transition not found.',
    },
    {
      method: 'POST',
      path: '/a/companies/onboarding-transitions/{id}',
      missing: 'Transition not found.',
    },
    {
      method: 'POST',
      path: '/a/companies/{id}/payment-services/bcb/onboard',
      missing: 'Company not found.',
    },
    { method: 'GET', path: '/a/bank-accounts' },
    { method: 'GET', path: '/a/settings' },
    { method: 'POST', path: '/a/settings', body: { key: 'support_email', value: 'x@y.test' } },
    // Second part of the administrator area.
    { method: 'DELETE', path: '/a/users/{id}/reset/throttle', missing: 'User not found.' },
    { method: 'PUT', path: '/a/users/{id}/reset/validator', missing: 'User not found.' },
    { method: 'GET', path: '/a/transactions' },
    { method: 'GET', path: '/a/transactions/statistic' },
    { method: 'GET', path: '/a/transactions/columns' },
    { method: 'GET', path: '/a/transactions/check-records' },
    { method: 'GET', path: '/a/transactions/{id}', missing: 'Transaction not found.' },
    { method: 'GET', path: '/a/transactions/{id}/history', missing: 'Transaction not found.' },
    {
      method: 'POST',
      path: '/a/transactions/credit',
      body: { bank_account_id: 1, amount: '10.00' },
    },
    { method: 'POST', path: '/a/transactions/approve-api-payments', body: { company_id: 1 } },
    {
      method: 'POST',
      path: '/a/transactions/decline-api-payments',
      body: { company_id: 1, transaction_ids: [1], reason: 'Unknown payee' },
    },
    { method: 'GET', path: '/a/activities' },
    { method: 'GET', path: '/a/activities/report' },
    { method: 'GET', path: '/a/auth-checkpoints' },
    {
      method: 'PUT',
      path: '/a/auth-checkpoints/{id}/status',
      missing: 'Auth checkpoint not found.',
    },
    { method: 'GET', path: '/a/integrity-checks' },
    { method: 'POST', path: '/a/integrity-checks', body: { bank_account_id: 1 } },
    { method: 'GET', path: '/a/system/cpu' },
    { method: 'GET', path: '/a/system/transaction-volume' },
    { method: 'GET', path: '/a/system/activities-volume-by-type' },
    { method: 'GET', path: '/a/kyc-file-archives' },
    {
      method: 'POST',
      path: '/a/kyc-file-archives',
      body: { date_from: '2026-01-01', date_to: '2026-01-31' },
    },
    {
      method: 'GET',
      path: '/a/kyc-file-archives/{id}/download',
      missing: 'Archive not found.',
    },
    { method: 'GET', path: '/a/timelines/entity-classes' },
    { method: 'GET', path: '/a/timelines/users' },
    { method: 'GET', path: '/a/timelines/users/{id}', missing: 'User not found.' },
    { method: 'GET', path: '/a/timelines/users/{id}/timeline', missing: 'User not found.' },
    {
      method: 'POST',
      path: '/a/timelines/users/{id}/timeline',
      body: { note: 'Called the customer' },
      missing: 'User not found.',
    },
  ];

// Managers' own ids: if the guard let them through, the call would succeed on their user.
const path = (p: string, id: number) => p.replace('{id}', String(id));

describe('a/* role guard (PP-6-06, AC-7admin)', () => {
  it.each(ENDPOINTS)('$method $path: 401 without or with a bad token', async (e) => {
    const url = path(e.path, 3);
    expect(await h.status(e.method, url, { body: e.body })).toBe(401);
    expect(await h.status(e.method, url, { body: e.body, token: `${tokens.admin}x` })).toBe(401);
  });

  it.each(ENDPOINTS)('$method $path: 403 for manager and manager-reader', async (e) => {
    const url = path(e.path, 3);
    for (const token of [tokens.acme, tokens.reader]) {
      const res = await h.call(e.method, url, { body: e.body, token });
      expect(res.status).toBe(403);
      expect(JSON.stringify(await json(res))).not.toMatch(/scrypt|acme\.test/);
    }
  });

  it('changed nothing for the refused callers', async () => {
    const res = await h.call('GET', '/a/users/3', { token: tokens.admin });
    expect((await json(res)).data).toMatchObject({ email: 'manager@acme.test', first_name: 'Mia' });
    const settings = await json(await h.call('GET', '/a/settings', { token: tokens.admin }));
    const support = settings.data.find((s: { key: string }) => s.key === 'support_email');
    expect(support.value).toBe('support@flexportal.test');
  });
});

describe('a/* unknown and malformed ids', () => {
  const withId = ENDPOINTS.filter((e) => e.missing);

  it.each(withId)('$method $path: 404 for an unknown id', async (e) => {
    const res = await h.call(e.method, path(e.path, UNKNOWN), {
      body: e.body,
      token: tokens.admin,
    });
    expect(res.status).toBe(404);
    // The route's own message, not the router's "Not Found": the route exists.
    expect((await json(res)).message).toBe(e.missing);
  });

  it.each(withId)('$method $path: 422 for a malformed id', async (e) => {
    const res = await h.call(e.method, path(e.path, 0).replace('/0', '/abc'), {
      body: e.body,
      token: tokens.admin,
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty('id');
  });
});
