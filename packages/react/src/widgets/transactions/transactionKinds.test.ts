import { describe, expect, it } from 'vitest';
import { transactionKindsTexts } from '../../i18n/areas/transactionKinds.js';
import { createTranslate, LOCALES } from '../../i18n/translate.js';
import { statusLabelKey, statusName, typeLabelKey, typeName } from './transactionKinds.js';

const t = createTranslate('en', [transactionKindsTexts]);

describe('transaction kinds', () => {
  it('names statuses, with the spec label for api (PP-3.2-12)', () => {
    expect(statusName(t, 'api')).toBe('Admin Action Required');
    expect(statusName(t, 'progress')).toBe('In progress');
    expect(statusLabelKey('unheard-of')).toBeNull();
    expect(statusName(t, 'unheard-of')).toBe('unheard-of');
    // A translate function without these texts shows the value, not the key.
    expect(statusName(createTranslate('en'), 'api')).toBe('api');
  });
  it('names the transaction types of PP-3.2-07 and deposits', () => {
    expect(typeName(t, 'withdraw_crypto')).toBe('Withdraw crypto');
    expect(typeName(t, 'deposit')).toBe('Deposit');
    expect(typeLabelKey('toString')).toBeNull();
    expect(typeName(t, 'toString')).toBe('toString');
    // A status is not a type, nor the other way round.
    expect(typeLabelKey('settled')).toBeNull();
    expect(statusLabelKey('deposit')).toBeNull();
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
