import type { BadgeTone } from '../../../ui/Badge.js';

/** The run form's draft: the company account to check (AC-7admin-15). */
export interface IntegrityValues {
  bank_account_id: number | null;
}

/** No account chosen yet. */
export function integrityDefaults(): IntegrityValues {
  return { bank_account_id: null };
}

/** Whether a check may run: an account is chosen. */
export function canRunIntegrity(v: IntegrityValues): boolean {
  return v.bank_account_id !== null && v.bank_account_id > 0;
}

/** The body of `POST a/integrity-checks`. */
export function toIntegrityBody(v: IntegrityValues) {
  return { bank_account_id: v.bank_account_id };
}

/** A result's verdict: the balance equals the sum of the postings, or it does not. */
export function integrityTone(check: { ok: boolean }): BadgeTone {
  return check.ok ? 'success' : 'danger';
}
