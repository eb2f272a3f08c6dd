import { settingDraft } from '@flexportal/core/admin';
import { describe, expect, it } from 'vitest';
import {
  currencyChoices,
  featureChoices,
  sameDraft,
  settingFieldOf,
  settingSections,
  settingServerErrors,
  toggledItem,
} from './settingsRules.js';

describe('settingServerErrors', () => {
  it('puts value.min and value.max on the bounds inputs, the rest on the editor', () => {
    expect(settingFieldOf('value.min')).toBe('min');
    expect(settingFieldOf('value.max')).toBe('max');
    expect(settingFieldOf('value.2')).toBe('value');
    expect(settingFieldOf('key')).toBe('value');
    expect(
      settingServerErrors({ 'value.max': 'Too low.', 'value.1': 'BTC is not…', value: 'Bad.' }),
    ).toEqual({ max: ['Too low.'], value: ['BTC is not…', 'Bad.'] });
  });
});

describe('choices', () => {
  const dictionaries = {
    fiat: [{ value: 'EUR' }, { value: 'GBP' }],
    crypto: [{ value: 'BTC' }],
  };
  it('offers the dictionary currencies of the type, then stored codes it lacks', () => {
    expect(currencyChoices('fiat', dictionaries, ['USD', 'EUR'])).toEqual(['EUR', 'GBP', 'USD']);
    expect(currencyChoices('crypto', dictionaries, [])).toEqual(['BTC']);
    expect(currencyChoices('any', dictionaries, [])).toEqual(['EUR', 'GBP', 'BTC']);
    expect(currencyChoices('fiat', {}, [])).toEqual([]);
    expect(featureChoices(['crypto', 'portals'], ['beta'])).toEqual(['crypto', 'portals', 'beta']);
  });

  it('toggles one entry keeping the choices order', () => {
    expect(toggledItem(['EUR', 'GBP', 'USD'], ['USD'], 'EUR', true)).toEqual(['EUR', 'USD']);
    expect(toggledItem(['EUR', 'GBP', 'USD'], ['EUR', 'USD'], 'EUR', false)).toEqual(['USD']);
  });
});

describe('settingSections', () => {
  it('shows every known key by group, the server extras last and sorted', () => {
    const sections = settingSections(['zeta_flag', 'support_email', 'alpha_banner']);
    expect(sections.map((s) => s.group)).toEqual([
      'currencies',
      'boundaries',
      'accounts',
      'features',
      'compliance',
      'exchange',
      'blocklists',
      'general',
      'other',
    ]);
    expect(sections[1]?.keys).toEqual([
      'fiat_transaction_amount_boundaries',
      'crypto_transaction_amount_boundaries',
    ]);
    expect(sections.at(-1)?.keys).toEqual(['alpha_banner', 'zeta_flag']);
    expect(settingSections([]).some((s) => s.group === 'other')).toBe(false);
  });
});

describe('sameDraft', () => {
  it('compares every field of two drafts', () => {
    const a = settingDraft({ kind: 'bounds' }, { min: '1', max: '2' });
    expect(sameDraft(a, { ...a })).toBe(true);
    expect(sameDraft(a, { ...a, max: '3' })).toBe(false);
    expect(sameDraft({ ...a, items: ['A'] }, { ...a, items: ['B'] })).toBe(false);
  });
});
