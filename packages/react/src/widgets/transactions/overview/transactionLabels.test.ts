import {
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_CODE,
  sourceOfFundsUpdatedMessage,
} from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { createTranslate, loadLocale } from '../../../i18n/translate.js';
import { payeeRows } from './transactionLabels.js';

const t = createTranslate('en', [transactionsTexts, withdrawalTexts]);

describe('labels', () => {
  it("core's source-of-funds codes read the spec's English (PP-3.2-11, PP-8-14, PP-8-15)", () => {
    expect(t(SOURCE_OF_FUNDS[1])).toBe('Business');
    expect(t(SOURCE_OF_FUNDS[2])).toBe('Customer');
    expect(t(SOURCE_OF_FUNDS_CODE.prompt)).toBe('Select source of funds');
    expect(t(SOURCE_OF_FUNDS_CODE.placeholder)).toBe('required');
    expect(translateCoreText(t, sourceOfFundsUpdatedMessage('TX1'))).toBe(
      'Transaction TX1 updated successfully!',
    );
  });
  it('and are translated with the locale, values filled in', async () => {
    await loadLocale('de');
    const de = createTranslate('de', [transactionsTexts]);
    expect(de(SOURCE_OF_FUNDS[2])).toBe('Kunde');
    expect(translateCoreText(de, sourceOfFundsUpdatedMessage('TX1'))).toContain('TX1');
    expect(translateCoreText(de, sourceOfFundsUpdatedMessage('TX1'))).not.toBe(
      'Transaction TX1 updated successfully!',
    );
  });
});

describe('payeeRows', () => {
  it('lists the known payee fields that hold a value, in reading order', () => {
    const rows = payeeRows({
      bank_name: 'ING',
      customer_iban: 'DE44500105175407324931',
      customer_name: 'Wayne Enterprises',
      customer_legal_type: 'company',
      customer_city: '',
      wallet: 'bc1q…',
    });
    expect(rows.map((r) => [t(r.label), r.valueKey ? t(r.valueKey) : r.value])).toEqual([
      ['Payee type', 'Company'],
      ['Company name', 'Wayne Enterprises'],
      ['IBAN', 'DE44500105175407324931'],
      ['Bank name', 'ING'],
    ]);
  });
  it('has nothing for a transaction without a payee', () => {
    expect(payeeRows(null)).toEqual([]);
    expect(payeeRows({ wallet: 'x', network: 'bitcoin' })).toEqual([]);
  });
});

// Dates in the overview are core's formatDateTime (format/formatDate.test.ts: UTC day, time).
