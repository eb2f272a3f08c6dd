import { describe, expect, it } from 'vitest';
import {
  applyBeneficiaryChange,
  canEditBeneficiaries,
  firstErrorField,
} from './beneficiaryRules.js';
import { beneficiaryDefaults } from './beneficiaryValues.js';

const base = beneficiaryDefaults();

describe('form rules on change', () => {
  it('PP-4.5-01 spaces are removed from the IBAN', () => {
    expect(applyBeneficiaryChange(base, { iban: 'DE44 5001 0517' }).iban).toBe('DE4450010517');
  });

  it('PP-4.5-08 an individual has no free-market sector or industry', () => {
    const company = { ...base, free_market_sector_id: 1, free_market_industry_id: 11 };
    expect(applyBeneficiaryChange(company, { legal_type: 'individual' })).toMatchObject({
      free_market_sector_id: null,
      free_market_industry_id: null,
    });
  });

  it('PP-4.5-09 a new sector clears the industry; keeping the sector keeps it', () => {
    const company = { ...base, free_market_sector_id: 1, free_market_industry_id: 11 };
    expect(applyBeneficiaryChange(company, { free_market_sector_id: 2 })).toMatchObject({
      free_market_sector_id: 2,
      free_market_industry_id: null,
    });
    expect(applyBeneficiaryChange(company, { city: 'Paris' }).free_market_industry_id).toBe(11);
    expect(applyBeneficiaryChange(company, { free_market_industry_id: 12 })).toMatchObject({
      free_market_sector_id: 1,
      free_market_industry_id: 12,
    });
  });

  it('switching the account kind keeps what was typed in the other kind', () => {
    const typed = { ...base, iban: 'DE44500105175407324931' };
    const next = applyBeneficiaryChange(typed, { account_kind: 'account' });
    expect(next.iban).toBe('DE44500105175407324931');
    expect(applyBeneficiaryChange(next, { account_kind: 'iban' }).iban).toBe(
      'DE44500105175407324931',
    );
  });
});

describe('PP-5-03 the topmost field with an error', () => {
  it('follows the order of the form, indexed keys included', () => {
    expect(firstErrorField({ bank_swift: 'x', 'iban.0': 'y', company_name: 'z' })).toBe(
      'company_name',
    );
    expect(firstErrorField({ bank_swift: 'x', iban: '' })).toBe('bank_swift');
    expect(firstErrorField({ unknown: 'x' })).toBe('unknown');
    expect(firstErrorField({})).toBeNull();
  });
});

describe('PP-6 roles: readers are read-only', () => {
  it('manager edits; manager-reader, administrators and nobody do not', () => {
    expect(canEditBeneficiaries({ roles: [{ slug: 'manager' }] })).toBe(true);
    expect(canEditBeneficiaries({ roles: [{ slug: 'manager-reader' }] })).toBe(false);
    expect(canEditBeneficiaries({ roles: [{ slug: 'admin' }] })).toBe(false);
    expect(canEditBeneficiaries(null)).toBe(false);
  });
});
