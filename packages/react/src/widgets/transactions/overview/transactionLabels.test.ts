import { describe, expect, it } from 'vitest';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { createTranslate } from '../../../i18n/translate.js';
import { payeeRows, SOURCE_LABEL_KEYS } from './transactionLabels.js';

const t = createTranslate('en', [transactionsTexts, withdrawalTexts]);

describe('labels', () => {
  it('labels the sources of funds Business and Customer (PP-3.2-11, PP-8-15)', () => {
    expect(t(SOURCE_LABEL_KEYS[1])).toBe('Business');
    expect(t(SOURCE_LABEL_KEYS[2])).toBe('Customer');
    expect(t('transaction.sourcePrompt')).toBe('Select source of funds');
    expect(t('transaction.sourcePlaceholder')).toBe('required');
    expect(t('transaction.sourceUpdated', { name: 'TX1' })).toBe(
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
