import { ListMeta } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['ops'] });

const settings = async () =>
  Object.fromEntries(
    (await json(await h.call('GET', '/a/settings', { token: tokens.ops }))).data.map(
      (s: { key: string; value: unknown }) => [s.key, s.value],
    ),
  );

describe('GET a/settings (AC-7admin-20)', () => {
  it('lists the seeded settings by key', async () => {
    const res = await h.call('GET', '/a/settings', { token: tokens.ops });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(ListMeta.parse(body.meta)).toMatchObject({ total: 5, per_page: 100 });
    expect(body.data.map((s: { key: string }) => s.key)).toEqual([
      'crypto_currencies_enabled',
      'crypto_transaction_amount_boundaries',
      'fiat_currencies_enabled',
      'fiat_transaction_amount_boundaries',
      'support_email',
    ]);
    expect(body.data[2]).toMatchObject({ value: ['EUR', 'GBP', 'USD'] });
    expect(Date.parse(body.data[1].updated_at)).not.toBeNaN();
  });
});

describe('POST a/settings (AC-7admin-20)', () => {
  it('creates a setting, then replaces it (upsert), keeping JSON types', async () => {
    const created = await h.call('POST', '/a/settings', {
      token: tokens.ops,
      body: { key: 'compliance_auto_approve', value: { enabled: true, max_amount: '500.00' } },
    });
    expect(created.status).toBe(200);
    expect((await json(created)).data).toMatchObject({
      key: 'compliance_auto_approve',
      value: { enabled: true, max_amount: '500.00' },
    });
    const replaced = await h.call('POST', '/a/settings', {
      token: tokens.ops,
      body: { key: 'compliance_auto_approve', value: false },
    });
    expect((await json(replaced)).data.value).toBe(false);
    await h.call('POST', '/a/settings', {
      token: tokens.ops,
      body: { key: 'support_email', value: 'help@flexportal.test' },
    });
    const all = await settings();
    expect(all).toMatchObject({
      compliance_auto_approve: false,
      support_email: 'help@flexportal.test',
    });
    expect(Object.keys(all)).toHaveLength(6);
  });

  it('answers 422 with the field for a bad key or a missing value, and stores nothing', async () => {
    for (const [body, field] of [
      [{ value: 1 }, 'key'],
      [{ key: 'Bad Key', value: 1 }, 'key'],
      [{ key: 'x'.repeat(101), value: 1 }, 'key'],
      [{ key: 'empty_value' }, 'value'],
      [{ key: 'null_value', value: null }, 'value'],
    ] as const) {
      const res = await h.call('POST', '/a/settings', { token: tokens.ops, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json(res)).errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(Object.keys(await settings())).toHaveLength(6);
  });
});
