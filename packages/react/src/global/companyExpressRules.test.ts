import { describe, expect, it } from 'vitest';
import {
  companyExpressRefusals,
  companyExpressValues,
  refusedElsewhere,
  toCompanyExpressBody,
} from './companyExpressRules.js';

describe('express data entry of a company (PP-2.5-10)', () => {
  it('starts from the stored name and legal type, and sends them as typed', () => {
    const values = companyExpressValues({ name: 'Acme Ltd', legal_type: 'company' });
    expect(values).toEqual({ name: 'Acme Ltd', legal_type: 'company' });
    expect(toCompanyExpressBody({ name: ' Acme  ', legal_type: 'individual' })).toEqual({
      name: ' Acme  ',
      legal_type: 'individual',
    });
  });

  it("names the catalogue's sentence of each refused field, never the server's words", () => {
    expect(
      companyExpressRefusals({ name: 'Too small: expected string to have >=1 characters' }),
    ).toEqual({ name: 'companyExpress.nameRefused' });
    expect(companyExpressRefusals({ legal_type: 'Invalid option', enabled: 'x' })).toEqual({
      legal_type: 'companyExpress.legalTypeRefused',
    });
    expect(companyExpressRefusals({ name: '' })).toEqual({});
  });

  it('tells when the server refused only fields the form does not show', () => {
    expect(refusedElsewhere({ enabled: 'The enabled field must be true or false.' })).toBe(true);
    expect(refusedElsewhere({ enabled: 'x', name: 'y' })).toBe(false);
    expect(refusedElsewhere({})).toBe(false);
  });
});
