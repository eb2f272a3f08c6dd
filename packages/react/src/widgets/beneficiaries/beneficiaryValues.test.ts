import type { Beneficiary } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  beneficiaryDefaults,
  beneficiaryName,
  fromBeneficiary,
  toBeneficiaryBody,
} from './beneficiaryValues.js';

const saved: Beneficiary = {
  id: 7,
  bank_account_id: 3,
  legal_type: 'individual',
  iban: null,
  company_name: null,
  first_name: 'Jane',
  last_name: 'Doe',
  country: 'GB',
  city: 'London',
  street: null,
  building_number: '10',
  building_name: null,
  zip_code: 'N1 9GU',
  sort_code: '601613',
  free_market_sector_id: null,
  free_market_industry_id: null,
  bank_account: '31926819',
  bank_swift: 'NWBKGB2LXXX',
  bank_name: 'NatWest',
  bank_country: 'GB',
  bank_city: 'London',
  bank_address: null,
};

describe('beneficiary values <-> request body (PP-3.1-11, PP-7.4-19)', () => {
  it('defaults: a company paid by IBAN for any account, every input empty', () => {
    const v = beneficiaryDefaults();
    expect(v).toMatchObject({
      legal_type: 'company',
      account_kind: 'iban',
      bank_account_id: null,
      iban: '',
      company_name: '',
    });
  });

  it('a saved beneficiary without IBAN is paid by account number and sort code', () => {
    const v = fromBeneficiary(saved);
    expect(v).toMatchObject({
      legal_type: 'individual',
      account_kind: 'account',
      bank_account: '31926819',
      sort_code: '601613',
      iban: '',
      street: '',
      bank_account_id: 3,
    });
  });

  it("a legal type the draft cannot take ('undefined') reads as company", () => {
    expect(fromBeneficiary({ ...saved, legal_type: 'undefined' }).legal_type).toBe('company');
    expect(fromBeneficiary({ ...saved, iban: 'DE44500105175407324931' }).account_kind).toBe('iban');
  });

  it('round trip: the body of a loaded beneficiary carries every field it had', () => {
    const body = toBeneficiaryBody(fromBeneficiary(saved));
    const { id: _id, ...fields } = saved;
    expect(body).toEqual(fields);
  });

  it('sends every field the server accepts, empty inputs as null, text trimmed', () => {
    const body = toBeneficiaryBody({
      ...beneficiaryDefaults(),
      iban: 'de44 5001 0517 5407 3249 31',
      company_name: '  Wayne Enterprises ',
      bank_swift: 'ingd deff',
      free_market_sector_id: 2,
      free_market_industry_id: 21,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'bank_account_id',
        'legal_type',
        'iban',
        'bank_account',
        'sort_code',
        'company_name',
        'first_name',
        'last_name',
        'country',
        'city',
        'street',
        'building_number',
        'building_name',
        'zip_code',
        'free_market_sector_id',
        'free_market_industry_id',
        'bank_swift',
        'bank_name',
        'bank_country',
        'bank_city',
        'bank_address',
      ].sort(),
    );
    expect(body).toMatchObject({
      iban: 'DE44500105175407324931',
      company_name: 'Wayne Enterprises',
      bank_swift: 'INGDDEFF',
      city: null,
      free_market_sector_id: 2,
      free_market_industry_id: 21,
    });
  });

  it('only the chosen account kind and the legal type name fields are sent', () => {
    const typed = {
      ...beneficiaryDefaults(),
      iban: 'DE44500105175407324931',
      bank_account: '31926819',
      sort_code: '60-16-13',
      company_name: 'Old Co',
      first_name: 'Jane',
      last_name: 'Doe',
      free_market_sector_id: 1,
      free_market_industry_id: 11,
    };
    expect(toBeneficiaryBody(typed)).toMatchObject({
      iban: 'DE44500105175407324931',
      bank_account: null,
      sort_code: null,
      company_name: 'Old Co',
      first_name: null,
      last_name: null,
    });
    const person = toBeneficiaryBody({
      ...typed,
      account_kind: 'account',
      legal_type: 'individual',
    });
    expect(person).toMatchObject({
      iban: null,
      bank_account: '31926819',
      sort_code: '601613',
      company_name: null,
      first_name: 'Jane',
      last_name: 'Doe',
      // PP-4.5-08: an individual has no free-market sector.
      free_market_sector_id: null,
      free_market_industry_id: null,
    });
  });

  it('names: the company name, else first and last name', () => {
    expect(beneficiaryName(saved)).toBe('Jane Doe');
    expect(beneficiaryName({ ...saved, company_name: 'Wayne' })).toBe('Wayne');
  });
});
