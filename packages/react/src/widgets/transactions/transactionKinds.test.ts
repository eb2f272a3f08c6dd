import { beforeAll, describe, expect, it } from 'vitest';
import { transactionKindsTexts } from '../../i18n/areas/transactionKinds.js';
import { createTranslate, LOCALES, loadLocale } from '../../i18n/translate.js';
import {
  protocolLabelKey,
  protocolName,
  statusLabelKey,
  statusName,
  typeLabelKey,
  typeName,
} from './transactionKinds.js';

const t = createTranslate('en', [transactionKindsTexts]);

describe('transaction kinds', () => {
  beforeAll(() => Promise.all(LOCALES.map(loadLocale)));

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
  it('names transmission protocols in words, never the code (FPS_CHAPS)', () => {
    expect(protocolName(t, 'FPS_CHAPS')).toBe('UK Faster Payments / CHAPS');
    expect(protocolName(t, 'SEPA')).toBe('SEPA transfer (EU, EEA)');
    expect(protocolName(createTranslate('de', [transactionKindsTexts]), 'INTERNAL')).toBe(
      'Interne Buchung',
    );
    expect(protocolLabelKey('settled')).toBeNull();
    expect(protocolName(t, 'NEW_RAIL')).toBe('NEW_RAIL');
  });
  it('has a name for every known status, type and protocol in every locale', () => {
    expect(Object.keys(transactionKindsTexts.en)).toHaveLength(4 + 11 + 8);
    for (const locale of LOCALES) {
      const tl = createTranslate(locale, [transactionKindsTexts]);
      for (const key of Object.keys(transactionKindsTexts.en)) {
        const [, group, value] = key.split('.') as [string, string, string];
        const found =
          group === 'status'
            ? statusLabelKey(value)
            : group === 'type'
              ? typeLabelKey(value)
              : protocolLabelKey(value);
        expect(found, key).toBe(key);
        expect(tl(found as never), `${locale} ${key}`).not.toBe(key);
      }
    }
  });
});
