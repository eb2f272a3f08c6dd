import { describe, expect, it } from 'vitest';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { createTranslate } from '../../i18n/translate.js';
import { validationError } from '../../ui/validationError.js';
import { ibanChecksumValid, SWIFT_PATTERN, validateBeneficiary } from './beneficiaryValidation.js';
import { beneficiaryDefaults } from './beneficiaryValues.js';

const t = createTranslate('en', [beneficiariesTexts]);
const valid = { ...beneficiaryDefaults(), iban: 'DE44500105175407324931' };

describe('IBAN checksum (ISO 13616 mod 97)', () => {
  it.each([
    'DE44500105175407324931',
    'DE89 3704 0044 0532 0130 00',
    'gb29nwbk60161331926819',
    'NL91ABNA0417164300',
    'FR1420041010050500013M02606',
    'BE68539007547034',
  ])('%s is valid', (iban) => expect(ibanChecksumValid(iban)).toBe(true));

  it.each(['DE44500105175407324932', 'DE45500105175407324931', 'NL91ABNA0417164301', '', 'XX'])(
    '%s is not',
    (iban) => expect(ibanChecksumValid(iban)).toBe(false),
  );
});

describe('SWIFT format: 8 or 11 characters', () => {
  it.each(['INGDDEFF', 'INGDDEFFXXX', 'NWBKGB2L', 'COBADEFF370'])('%s matches', (s) =>
    expect(SWIFT_PATTERN.test(s)).toBe(true),
  );
  it.each(['INGDDEF', 'INGDDEFFX', 'INGDDEFFXXXX', '1NGDDEFF', 'INGD1EFF'])('%s does not', (s) =>
    expect(SWIFT_PATTERN.test(s)).toBe(false),
  );
});

describe('validateBeneficiary: errors shaped like the server 422 body', () => {
  it('a valid form has no errors', () => {
    expect(validateBeneficiary(valid, t)).toEqual({});
    expect(validateBeneficiary({ ...valid, bank_swift: 'ingd deff xxx' }, t)).toEqual({});
  });

  it('IBAN: required, shape (PP-5-09), then checksum', () => {
    expect(validateBeneficiary({ ...valid, iban: '' }, t)).toEqual({
      iban: ['The IBAN is required.'],
    });
    expect(validateBeneficiary({ ...valid, iban: '12345678' }, t)).toEqual({
      iban: ['The IBAN is invalid.'],
    });
    expect(validateBeneficiary({ ...valid, iban: 'DE44500105175407324932' }, t)).toEqual({
      iban: ['The IBAN check digits do not match: check it for a typo.'],
    });
  });

  it('by account number: the number is required, a sort code has six digits', () => {
    const byAccount = { ...valid, account_kind: 'account' as const, iban: 'garbage' };
    expect(validateBeneficiary(byAccount, t)).toEqual({
      bank_account: ['The account number is required.'],
    });
    expect(
      validateBeneficiary({ ...byAccount, bank_account: '31926819', sort_code: '60-16-13' }, t),
    ).toEqual({});
    expect(
      validateBeneficiary({ ...byAccount, bank_account: '31926819', sort_code: '6016' }, t),
    ).toEqual({ sort_code: ['The sort code must have six digits.'] });
  });

  it('SWIFT: the length first, then the shape', () => {
    expect(validateBeneficiary({ ...valid, bank_swift: 'INGDDE' }, t)).toEqual({
      bank_swift: ['The SWIFT code must have 8 or 11 characters.'],
    });
    expect(validateBeneficiary({ ...valid, bank_swift: '12345678' }, t)).toEqual({
      bank_swift: ['The SWIFT code is invalid.'],
    });
  });

  it('several fields fail at once', () => {
    expect(
      Object.keys(validateBeneficiary({ ...valid, iban: 'x', bank_swift: 'x' }, t)).sort(),
    ).toEqual(['bank_swift', 'iban']);
  });

  it('validationError reads like a 422 response to the submit flow', () => {
    expect(validationError({ iban: ['bad'] }, 'Fix it')).toEqual({
      status: 422,
      data: { message: 'Fix it', errors: { iban: ['bad'] } },
    });
  });
});
