import { describe, expect, it } from 'vitest';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { createTranslate } from '../../../i18n/translate.js';
import { formatWhen, payeeRows, SOURCE_LABEL_KEYS } from './transactionLabels.js';

const t = createTranslate('en', [transactionsTexts]);

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

describe('formatWhen', () => {
  it('formats a date-time and leaves a non-date as it came', () => {
    expect(formatWhen('2026-01-02T03:04:05Z', 'en-GB')).toMatch(/2026/);
    expect(formatWhen('yesterday', 'en')).toBe('yesterday');
  });

  it("uses the screens' language and the UTC calendar of the list and filters", () => {
    // 23:30 UTC is already the next day east of UTC: the overview must still say the 2nd.
    const late = '2026-01-02T23:30:00Z';
    expect(formatWhen(late, 'en')).toMatch(/Jan 2, 2026.*11:30.*UTC/);
    expect(formatWhen(late, 'de')).toMatch(/2\. Jan\. 2026.*23:30.*UTC/);
  });
});
