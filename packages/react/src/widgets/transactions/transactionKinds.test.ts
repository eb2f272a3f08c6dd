import { describe, expect, it } from 'vitest';
import { transactionKindsTexts } from '../../i18n/areas/transactionKinds.js';
import { createTranslate, LOCALES } from '../../i18n/translate.js';
import { kindLabel, statusLabelKey, typeLabelKey } from './transactionKinds.js';

const t = createTranslate('en', [transactionKindsTexts]);

describe('transaction kinds', () => {
  it('names statuses, with the spec label for api (PP-3.2-12)', () => {
    expect(kindLabel(t, statusLabelKey('api'), 'api')).toBe('Admin Action Required');
    expect(kindLabel(t, statusLabelKey('progress'), 'progress')).toBe('In progress');
    expect(statusLabelKey('unheard-of')).toBeNull();
    expect(kindLabel(t, statusLabelKey('unheard-of'), 'unheard-of')).toBe('unheard-of');
    // A translate function without these texts shows the value, not the key.
    expect(kindLabel(createTranslate('en'), statusLabelKey('api'), 'api')).toBe('api');
  });
  it('names the transaction types of PP-3.2-07 and deposits', () => {
    expect(kindLabel(t, typeLabelKey('withdraw_crypto'), 'withdraw_crypto')).toBe(
      'Withdraw crypto',
    );
    expect(kindLabel(t, typeLabelKey('deposit'), 'deposit')).toBe('Deposit');
    expect(typeLabelKey('toString')).toBeNull();
  });
  it('has a name for every known status and type in every locale', () => {
    expect(Object.keys(transactionKindsTexts.en)).toHaveLength(4 + 11);
    for (const locale of LOCALES) {
      const tl = createTranslate(locale, [transactionKindsTexts]);
      for (const key of Object.keys(transactionKindsTexts.en)) {
        const [, group, value] = key.split('.') as [string, string, string];
        const found = group === 'status' ? statusLabelKey(value) : typeLabelKey(value);
        expect(found, key).toBe(key);
        expect(tl(found as never), `${locale} ${key}`).not.toBe(key);
      }
    }
  });
});
