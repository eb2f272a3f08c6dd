import { canCreatePayments, normalizeIban, type RuleUser } from '@flexportal/core';
import type { BeneficiaryValues } from './beneficiaryValues.js';

/**
 * Applies a user's change with the form's rules: spaces leave the IBAN as it is typed
 * (PP-4.5-01); an individual has no free-market sector (PP-4.5-08) and a new sector clears
 * the industry (PP-4.5-09). Pure.
 */
export function applyBeneficiaryChange(
  before: BeneficiaryValues,
  patch: Partial<BeneficiaryValues>,
): BeneficiaryValues {
  const next = { ...before, ...patch };
  if (patch.iban !== undefined) next.iban = normalizeIban(patch.iban);
  if (next.legal_type === 'individual') next.free_market_sector_id = null;
  if (next.free_market_sector_id !== before.free_market_sector_id) {
    next.free_market_industry_id = patch.free_market_industry_id ?? null;
  }
  if (next.free_market_sector_id === null) next.free_market_industry_id = null;
  return next;
}

/** Fields top to bottom as the form shows them: the first failing one gets focus (PP-5-03). */
const BENEFICIARY_FIELD_ORDER: readonly string[] = [
  'bank_account_id',
  'legal_type',
  'company_name',
  'first_name',
  'last_name',
  'free_market_sector_id',
  'free_market_industry_id',
  'account_kind',
  'iban',
  'bank_account',
  'sort_code',
  'country',
  'city',
  'street',
  'building_number',
  'building_name',
  'zip_code',
  'bank_swift',
  'bank_name',
  'bank_country',
  'bank_city',
  'bank_address',
];

/**
 * The topmost field with an error (PP-5-03), or null. Keys like 'iban.0' count for their
 * field, and a field the form does not know comes after the known ones.
 */
export function firstErrorField(errors: Readonly<Record<string, string>>): string | null {
  const failing = Object.keys(errors)
    .filter((k) => errors[k])
    .map((k) => k.split('.')[0] ?? k);
  return BENEFICIARY_FIELD_ORDER.find((f) => failing.includes(f)) ?? failing[0] ?? null;
}

/**
 * Whether the user may create, change and delete beneficiaries: the manager role only;
 * manager-reader is read-only (PP-6-01, PP-6-03), checked as the route rules check roles.
 */
export const canEditBeneficiaries = (user: RuleUser | null | undefined): boolean =>
  canCreatePayments(user);
