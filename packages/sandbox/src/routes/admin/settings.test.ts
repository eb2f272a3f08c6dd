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
      body: { key: 'partner_banner', value: { enabled: true, max_amount: '500.00' } },
    });
    expect(created.status).toBe(200);
    expect((await json(created)).data).toMatchObject({
      key: 'partner_banner',
      value: { enabled: true, max_amount: '500.00' },
    });
    const replaced = await h.call('POST', '/a/settings', {
      token: tokens.ops,
      body: { key: 'partner_banner', value: false },
    });
    expect((await json(replaced)).data.value).toBe(false);
    await h.call('POST', '/a/settings', {
      token: tokens.ops,
      body: { key: 'support_email', value: 'help@flexportal.test' },
    });
    const all = await settings();
    expect(all).toMatchObject({
      partner_banner: false,
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

  it("checks a known key's value (AC-3-24..26): 422 on the field, nothing stored", async () => {
    const before = await settings();
    for (const [key, value, field] of [
      ['fiat_transaction_amount_boundaries', { min: '10', max: '5' }, 'value.max'],
      ['fiat_transaction_amount_boundaries', { min: 0.01, max: '5' }, 'value.min'],
      ['fiat_transaction_amount_boundaries', { min: '1', max: '5', extra: 1 }, 'value'],
      ['crypto_transaction_amount_boundaries', '100', 'value'],
      ['fiat_currencies_enabled', ['EUR', 'BTC'], 'value.1'],
      ['fiat_currencies_enabled', ['EUR', 'EUR'], 'value'],
      ['initial_crypto_accounts', 'BTC', 'value'],
      ['allowed_features_company', ['crypto', 'teleport'], 'value.1'],
      ['auto_recall_blacklisted_agent_deposits', 'yes', 'value'],
      ['compliance_auto_approve_max_amount', '-5', 'value'],
      ['compliance_auto_approve_max_age_days', 2.5, 'value'],
      ['transactions_log_date', '2024-13-01', 'value'],
      ['auto_exchange_fiat_deposit_currency', 'XYZ', 'value'],
      ['fiat_crypto_blocklist_companies', ['3'], 'value.0'],
      ['fiat_crypto_blocklist_addresses', ['  '], 'value.0'],
      ['support_email', 'nobody', 'value'],
    ] as const) {
      const res = await h.call('POST', '/a/settings', { token: tokens.ops, body: { key, value } });
      const label = `${key} ${JSON.stringify(value)}`;
      expect(res.status, label).toBe(422);
      const body = await json(res);
      expect(Object.keys(body.errors), label).toEqual([field]);
      expect(typeof body.message, label).toBe('string');
    }
    expect(await settings()).toEqual(before);
  });

  it("stores a known key's valid value as sent: amounts as decimal strings", async () => {
    for (const [key, value] of [
      [
        'crypto_transaction_amount_boundaries',
        { min: '0.00000001', max: '250.123456789012345678' },
      ],
      ['initial_fiat_accounts', ['GBP', 'EUR']],
      ['initial_features_individual', []],
      ['compliance_auto_approve_max_amount', '500.00'],
      ['compliance_auto_approve_max_age_days', 30],
      ['transactions_log_date', '2024-02-29'],
      ['auto_exchange_fiat_deposit_currency', 'USDT'],
      ['crypto_exchange_convert_enabled', false],
      ['fiat_crypto_blocklist_companies', [3, 7]],
    ] as const) {
      const res = await h.call('POST', '/a/settings', { token: tokens.ops, body: { key, value } });
      expect(res.status, key).toBe(200);
      expect((await json(res)).data.value, key).toEqual(value);
    }
    // Put the boundary back: other tests of this suite move crypto.
    await h.call('POST', '/a/settings', {
      token: tokens.ops,
      body: {
        key: 'crypto_transaction_amount_boundaries',
        value: { min: '0.000000000000000001', max: '1000000' },
      },
    });
  });
});
