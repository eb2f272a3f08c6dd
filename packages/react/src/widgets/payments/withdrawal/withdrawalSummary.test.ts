import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { createTranslate, loadLocale } from '../../../i18n/translate.js';
import { withdrawalSummary } from './withdrawalSummary.js';
import { withdrawalDefaults } from './withdrawalValues.js';

const account = { name: 'Solo EUR', currency: 'EUR' };

describe('withdrawalSummary: what the code dialog repeats', () => {
  beforeAll(() => loadLocale('de'));

  it('the amount grouped in the locale, as on the rest of the screen', () => {
    const values = { ...withdrawalDefaults(), amount: '1234.56', customer_name: 'A' };
    expect(
      withdrawalSummary(values, account, createTranslate('de', [withdrawalTexts]), 'de')[0],
    ).toEqual({
      label: 'Betrag',
      value: '1.234,56\u00a0EUR',
    });
  });

  it('amount with currency, company payee, IBAN and the account it leaves', () => {
    const values = {
      ...withdrawalDefaults(),
      amount: '12.34',
      customer_name: 'Wayne Enterprises',
      customer_iban: 'DE44500105175407324931',
    };
    expect(withdrawalSummary(values, account, createTranslate('en', [withdrawalTexts]))).toEqual([
      { label: 'Amount', value: '12.34\u00a0EUR' },
      { label: 'Payee', value: 'Wayne Enterprises' },
      { label: 'IBAN', value: 'DE44500105175407324931' },
      { label: 'From account', value: 'Solo EUR' },
    ]);
  });

  it('an individual by name, an account number without IBAN, labels in the locale', () => {
    const values = {
      ...withdrawalDefaults(),
      amount: '5',
      customer_legal_type: 'individual' as const,
      customer_first_name: 'Ada',
      customer_last_name: 'Lovelace',
      customer_account: '12345678',
    };
    const de = createTranslate('de', [withdrawalTexts]);
    expect(withdrawalSummary(values, account, de)).toEqual([
      { label: de('withdrawal.amount'), value: '5\u00a0EUR' },
      { label: de('withdrawal.payee'), value: 'Ada Lovelace' },
      { label: de('withdrawal.account'), value: '12345678' },
      { label: de('withdrawal.fromAccount'), value: 'Solo EUR' },
    ]);
  });

  it('leaves out what is not known yet', () => {
    expect(
      withdrawalSummary(
        { ...withdrawalDefaults(), amount: '1' },
        null,
        createTranslate('en', [withdrawalTexts]),
      ),
    ).toEqual([{ label: 'Amount', value: '1' }]);
  });
});
