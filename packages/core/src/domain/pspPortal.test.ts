import { describe, expect, it } from 'vitest';
import { FLEXPSP_DEPOSIT_PAYEE } from './flexpspDeposit.js';
import { isIbanShaped } from './iban.js';
import { openableAccountTypes, tokenHint } from './pspPortal.js';

describe('PSP portal rules', () => {
  it('offers the account types a bank account has no active one of', () => {
    expect(openableAccountTypes([])).toEqual(['collection', 'settlement']);
    expect(
      openableAccountTypes([{ account_type: 'collection', account_fields: { active: true } }]),
    ).toEqual(['settlement']);
    // A revoked token may be replaced by opening the account again.
    expect(
      openableAccountTypes([
        { account_type: 'collection', account_fields: { active: false } },
        { account_type: 'settlement', account_fields: { active: true } },
      ]),
    ).toEqual(['collection']);
  });
  it('shows only the last four characters of a token', () => {
    expect(tokenHint('psp_abcdef123456')).toBe('…3456');
    expect(tokenHint('abc')).toBe('…');
  });
  it('pays a flexpsp deposit to a valid IBAN', () => {
    expect(isIbanShaped(FLEXPSP_DEPOSIT_PAYEE.customer_iban)).toBe(true);
  });
});
