import { describe, expect, it } from 'vitest';
import {
  canRunIntegrity,
  integrityDefaults,
  integrityTone,
  toIntegrityBody,
} from './integrityRules.js';

describe('integrity rules (AC-7admin-15)', () => {
  it('runs only with an account chosen', () => {
    expect(canRunIntegrity(integrityDefaults())).toBe(false);
    expect(canRunIntegrity({ bank_account_id: 0 })).toBe(false);
    expect(canRunIntegrity({ bank_account_id: 7 })).toBe(true);
  });

  it('sends the account id', () => {
    expect(toIntegrityBody({ bank_account_id: 7 })).toEqual({ bank_account_id: 7 });
  });

  it('shows a match as success and a difference as danger', () => {
    expect(integrityTone({ ok: true })).toBe('success');
    expect(integrityTone({ ok: false })).toBe('danger');
  });
});
