import { describe, expect, it } from 'vitest';
import {
  KNOWN_SETTING_KEYS,
  parseSettingDraft,
  type SettingDraft,
  type SettingEditor,
  settingDraft,
  settingEditor,
  settingGroup,
} from './settingKeys.js';

const draft = (patch: Partial<SettingDraft>): SettingDraft => ({
  text: '',
  items: [],
  on: false,
  min: '',
  max: '',
  ...patch,
});

/** Draft from a stored value and back: what the screen sends when nothing was typed. */
const roundTrip = (editor: SettingEditor, value: unknown) =>
  parseSettingDraft(editor, settingDraft(editor, value));

describe('settingEditor (AC-3-24..26)', () => {
  it('gives every key of AC-3 its typed editor', () => {
    expect(settingEditor('fiat_currencies_enabled')).toEqual({ kind: 'currencies', type: 'fiat' });
    expect(settingEditor('crypto_currencies_enabled')).toEqual({
      kind: 'currencies',
      type: 'crypto',
    });
    expect(settingEditor('fiat_transaction_amount_boundaries')).toEqual({ kind: 'bounds' });
    expect(settingEditor('crypto_transaction_amount_boundaries')).toEqual({ kind: 'bounds' });
    expect(settingEditor('initial_crypto_accounts')).toEqual({
      kind: 'currencies',
      type: 'crypto',
    });
    expect(settingEditor('allowed_features_company')).toEqual({ kind: 'features' });
    expect(settingEditor('initial_features_individual')).toEqual({ kind: 'features' });
    expect(settingEditor('auto_recall_blacklisted_agent_deposits')).toEqual({ kind: 'switch' });
    expect(settingEditor('compliance_auto_approve_max_amount')).toEqual({ kind: 'amount' });
    expect(settingEditor('compliance_auto_approve_max_age_days')).toEqual({ kind: 'integer' });
    expect(settingEditor('transactions_log_date')).toEqual({ kind: 'date' });
    expect(settingEditor('auto_exchange_fiat_deposit_currency')).toEqual({
      kind: 'currency',
      type: 'any',
    });
    expect(settingEditor('crypto_exchange_convert_enabled')).toEqual({ kind: 'switch' });
    expect(settingEditor('fiat_crypto_blocklist_companies')).toEqual({
      kind: 'entries',
      entry: 'id',
    });
    expect(settingEditor('support_email')).toEqual({ kind: 'email' });
    expect(KNOWN_SETTING_KEYS).toHaveLength(23);
  });

  it('gives a key it does not know the generic JSON editor, in the group "other"', () => {
    expect(settingEditor('partner_banner')).toEqual({ kind: 'json' });
    expect(settingEditor('toString')).toEqual({ kind: 'json' });
    expect(settingGroup('partner_banner')).toBe('other');
    expect(settingGroup('support_email')).toBe('general');
  });
});

describe('parseSettingDraft', () => {
  it('keeps amount boundaries as decimal strings, refusing min above max', () => {
    const bounds = settingEditor('fiat_transaction_amount_boundaries');
    expect(roundTrip(bounds, { min: '0.01', max: '1000000000' })).toEqual({
      ok: true,
      value: { min: '0.01', max: '1000000000' },
    });
    // No float on the way: 18 decimals survive exactly.
    expect(
      parseSettingDraft(bounds, draft({ min: '0.000000000000000001', max: '12345678901234567.5' })),
    ).toEqual({ ok: true, value: { min: '0.000000000000000001', max: '12345678901234567.5' } });
    expect(parseSettingDraft(bounds, draft({ min: '10', max: '9.99' }))).toEqual({
      ok: false,
      problems: { max: 'minAboveMax' },
    });
    expect(parseSettingDraft(bounds, draft({ min: '', max: '1e3' }))).toEqual({
      ok: false,
      problems: { min: 'required', max: 'decimal' },
    });
    expect(parseSettingDraft(bounds, draft({ min: '0', max: '-1' }))).toEqual({
      ok: false,
      problems: { min: 'positive', max: 'decimal' },
    });
  });

  it('sends lists without duplicates, switches as booleans', () => {
    const list = settingEditor('fiat_currencies_enabled');
    expect(settingDraft(list, ['EUR', 'GBP']).items).toEqual(['EUR', 'GBP']);
    expect(parseSettingDraft(list, draft({ items: ['EUR', 'USD', 'EUR'] }))).toEqual({
      ok: true,
      value: ['EUR', 'USD'],
    });
    expect(parseSettingDraft(list, draft({ items: [] }))).toEqual({ ok: true, value: [] });
    expect(roundTrip({ kind: 'switch' }, true)).toEqual({ ok: true, value: true });
    expect(roundTrip({ kind: 'switch' }, undefined)).toEqual({ ok: true, value: false });
  });

  it('checks amounts, whole numbers, dates and e-mail addresses', () => {
    expect(parseSettingDraft({ kind: 'amount' }, draft({ text: ' 500.00 ' }))).toEqual({
      ok: true,
      value: '500.00',
    });
    expect(parseSettingDraft({ kind: 'amount' }, draft({ text: '5,00' }))).toMatchObject({
      problems: { value: 'decimal' },
    });
    expect(parseSettingDraft({ kind: 'integer' }, draft({ text: '30' }))).toEqual({
      ok: true,
      value: 30,
    });
    expect(parseSettingDraft({ kind: 'integer' }, draft({ text: '2.5' }))).toMatchObject({
      problems: { value: 'integer' },
    });
    expect(parseSettingDraft({ kind: 'date' }, draft({ text: '2024-02-29' }))).toEqual({
      ok: true,
      value: '2024-02-29',
    });
    expect(parseSettingDraft({ kind: 'date' }, draft({ text: '2023-02-29' }))).toMatchObject({
      problems: { value: 'date' },
    });
    expect(parseSettingDraft({ kind: 'email' }, draft({ text: 'help@x.test' }))).toEqual({
      ok: true,
      value: 'help@x.test',
    });
    expect(parseSettingDraft({ kind: 'email' }, draft({ text: 'help' }))).toMatchObject({
      problems: { value: 'email' },
    });
    expect(parseSettingDraft({ kind: 'currency', type: 'any' }, draft({}))).toMatchObject({
      problems: { value: 'required' },
    });
  });

  it('reads blocklists one entry per line: ids as numbers, no duplicates', () => {
    const ids = settingEditor('fiat_crypto_blocklist_companies');
    expect(settingDraft(ids, [3, 7]).text).toBe('3\n7');
    expect(parseSettingDraft(ids, draft({ text: '3\n\n 7 \n' }))).toEqual({
      ok: true,
      value: [3, 7],
    });
    expect(parseSettingDraft(ids, draft({ text: '3\nabc' }))).toMatchObject({
      problems: { value: 'entry' },
    });
    const addresses = settingEditor('fiat_crypto_blocklist_addresses');
    expect(parseSettingDraft(addresses, draft({ text: 'bc1qa\nbc1qa' }))).toMatchObject({
      problems: { value: 'duplicate' },
    });
    expect(parseSettingDraft(addresses, draft({ text: '' }))).toEqual({ ok: true, value: [] });
  });

  it('edits an unknown key as JSON text and keeps its type', () => {
    const json = settingEditor('partner_banner');
    expect(settingDraft(json, { a: [1, '2'] }).text).toBe('{\n  "a": [\n    1,\n    "2"\n  ]\n}');
    expect(roundTrip(json, { a: [1, '2'] })).toEqual({ ok: true, value: { a: [1, '2'] } });
    expect(roundTrip(json, 'hello')).toEqual({ ok: true, value: 'hello' });
    expect(parseSettingDraft(json, draft({ text: '{oops' }))).toMatchObject({
      problems: { value: 'json' },
    });
    expect(parseSettingDraft(json, draft({ text: 'null' }))).toMatchObject({
      problems: { value: 'required' },
    });
  });
});
