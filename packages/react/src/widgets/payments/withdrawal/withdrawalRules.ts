import { isIbanShaped, normalizeIban, protocolOf, type TransferService } from '@flexportal/core';
import type { BankAccount, BankDetails, Beneficiary } from '@flexportal/core/contract';
import {
  beneficiaryPatch,
  toWithdrawalBody,
  type WithdrawalValues,
  withdrawalDefaults,
} from './withdrawalValues.js';

type Key = keyof WithdrawalValues;

/**
 * PP-4.5-02/03/04: allowed services. A portal service allows only portal; an IBAN-shaped
 * customer_iban allows all but portal (which needs a portal service); otherwise swift and
 * israel, plus fps_chaps when a sort code is given (so PP-4.5-12 survives PP-4.5-05).
 */
export function allowedServices(
  values: Pick<WithdrawalValues, 'customer_iban' | 'portal_service'> &
    Partial<Pick<WithdrawalValues, 'customer_sort_code'>>,
): TransferService[] {
  if (values.portal_service) return ['portal'];
  if (isIbanShaped(values.customer_iban) || mayBecomeIban(values.customer_iban)) {
    return ['sepa', 'swift', 'israel', 'fps_chaps'];
  }
  return values.customer_sort_code ? ['swift', 'israel', 'fps_chaps'] : ['swift', 'israel'];
}

// The IBAN shape (PP-5-09) cut after each of its parts: a value matching one is an IBAN
// still being typed, or nothing yet.
const IBAN_PREFIX =
  /^(?:[A-Za-z]{0,2}|[A-Za-z]{2}\d{1,2}|[A-Za-z]{2}\d{2}[A-Za-z0-9]{1,4}|[A-Za-z]{2}\d{2}[A-Za-z0-9]{4}\d{1,6})$/;

/**
 * True for an empty value or the start of an IBAN: such a value restricts no service yet,
 * so typing an IBAN under sepa does not flip the service at the first keystroke. A value
 * that can no longer become one (an account number) restricts at once (PP-4.5-03).
 */
function mayBecomeIban(value: string): boolean {
  return IBAN_PREFIX.test(normalizeIban(value));
}

// Not user inputs (derived, flow flags or list focus), so a prefill has nothing to protect.
const NEVER_LOCKED: ReadonlySet<Key> = new Set<Key>([
  'customer_ref_message',
  'bypass_duplicate_check',
  'original_transaction_id',
  'focused_agent_id',
  'iban_transfer_services',
  'transmission_protocol_id',
]);
const LOCKABLE: ReadonlySet<Key> = new Set(
  (Object.keys(withdrawalDefaults()) as Key[]).filter((k) => !NEVER_LOCKED.has(k)),
);
const NONE: ReadonlySet<Key> = new Set();

/**
 * PP-4.5-17: the fields a portal service or a flexpsp deposit locks: every field of the
 * form except customer_ref_message (amount included, since the prefill brings it). Empty
 * when neither is set.
 */
export function lockedFields(values: WithdrawalValues): ReadonlySet<keyof WithdrawalValues> {
  return values.portal_service || values.is_flexpsp_deposit ? LOCKABLE : NONE;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The reducer the view calls on every change: applies `patch` (minus locked fields unless
 * `options.force`), then PP-4.5-01, 03, 02/04, 05, 06, 07, 08, 09 and 10 in that order.
 * `account` is the selected source account after the change, or null.
 */
export function applyChange(
  values: WithdrawalValues,
  patch: Partial<WithdrawalValues>,
  account: BankAccount | null,
  options: { force?: boolean } = {},
): WithdrawalValues {
  const locked = options.force ? NONE : lockedFields(values);
  const accepted = Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && !locked.has(k as Key)),
  ) as Partial<WithdrawalValues>;
  const next: WithdrawalValues = { ...values, ...accepted };

  next.customer_iban = normalizeIban(next.customer_iban);
  next.intermediary_bank_iban = normalizeIban(next.intermediary_bank_iban);

  // PP-4.5-03: picking sepa with a value that is not an IBAN means the user typed an
  // account number. Only a pick moves it: typing under sepa must not empty the field.
  const sepaPicked = accepted.transfer_service === 'sepa';
  let moved = '';
  if (sepaPicked && next.customer_iban !== '' && !isIbanShaped(next.customer_iban)) {
    moved = next.customer_iban;
    next.customer_account = moved;
    next.customer_iban = '';
  }

  // A moved value still decides the services: it is the payee's account, and not an IBAN.
  const allowed = allowedServices(moved ? { ...next, customer_iban: moved } : next);
  next.iban_transfer_services = sameList(allowed, values.iban_transfer_services)
    ? values.iban_transfer_services
    : allowed;
  if (!allowed.includes(next.transfer_service)) next.transfer_service = allowed[0] ?? 'swift';
  next.transmission_protocol_id = protocolOf(next.transfer_service);

  if (next.customer_legal_type === 'individual') next.free_market_sector_id = null;
  // Industries belong to a sector; an industry given with its sector in one patch is kept.
  const industryCameWithSector =
    accepted.free_market_industry_id !== undefined &&
    accepted.free_market_sector_id === next.free_market_sector_id;
  if (
    next.free_market_sector_id === null ||
    (next.free_market_sector_id !== values.free_market_sector_id && !industryCameWithSector)
  ) {
    next.free_market_industry_id = null;
  }
  if (account?.payment_service !== 'free_market') {
    next.free_market_sector_id = null;
    next.free_market_industry_id = null;
    next.free_market_payment_purpose_id = null;
  }
  if (account?.payment_service !== 'bcb') next.bcb_purpose_code = '';
  return next;
}

/**
 * PP-4.5-11/12/13: fills the payee from a beneficiary (or, for null, resets every customer_*
 * and bank_* field, the free-market sector and industry, the agent ids and the legal type),
 * then runs every other rule through applyChange. A beneficiary without an IBAN selects
 * fps_chaps when it has a sort code, otherwise swift.
 */
export function applyBeneficiary(
  values: WithdrawalValues,
  agent: Beneficiary | null,
  account: BankAccount | null,
): WithdrawalValues {
  const patch = beneficiaryPatch(agent);
  if (agent && !patch.customer_iban) {
    patch.transfer_service = agent.sort_code ? 'fps_chaps' : 'swift';
  }
  return applyChange(values, patch, account);
}

/** A lookup a change calls for (PP-4.5-14/15). */
export type LookupKind =
  | 'bank-by-iban'
  | 'beneficiary-by-iban'
  | 'bank-by-swift'
  | 'intermediary-by-swift';

const isSwiftLength = (v: string) => v.trim().length === 8 || v.trim().length === 11;

/**
 * PP-4.5-14/15: the lookups a change from `before` to `after` calls for. Call it on user
 * changes only: a lookup's own result (a new bank_swift) would otherwise ask for another.
 * Cancelling an older lookup (PP-4.5-16) is the caller's job.
 */
export function lookupsFor(before: WithdrawalValues, after: WithdrawalValues): LookupKind[] {
  const out: LookupKind[] = [];
  if (after.customer_iban !== before.customer_iban && isIbanShaped(after.customer_iban)) {
    out.push('bank-by-iban');
    if (!after.portal_service && after.selected_agent_id === null) out.push('beneficiary-by-iban');
  }
  if (after.bank_swift !== before.bank_swift && isSwiftLength(after.bank_swift)) {
    out.push('bank-by-swift');
  }
  if (
    after.intermediary_bank_swift !== before.intermediary_bank_swift &&
    isSwiftLength(after.intermediary_bank_swift)
  ) {
    out.push('intermediary-by-swift');
  }
  return out;
}

const DETAIL_KEYS = [
  'bank_swift',
  'bank_name',
  'bank_address',
  'bank_city',
  'bank_country',
] as const;

/**
 * Applies bank details from a lookup onto the bank ('bank_*') or intermediary
 * ('intermediary_bank_*') fields. A value the lookup lacks keeps what the field held; locked
 * fields are never touched.
 */
export function applyBankDetails(
  values: WithdrawalValues,
  details: BankDetails,
  target: 'bank' | 'intermediary',
): WithdrawalValues {
  const locked = lockedFields(values);
  const next = { ...values };
  for (const source of DETAIL_KEYS) {
    const field = target === 'bank' ? source : (`intermediary_${source}` as const);
    const value = details[source];
    if (!locked.has(field) && typeof value === 'string' && value !== '') next[field] = value;
  }
  return next;
}

// A positive decimal written plainly; checked on the text so no float is involved.
const isPositiveAmount = (v: string) => /^\d+(\.\d+)?$/.test(v.trim()) && /[1-9]/.test(v);

/**
 * PP-4.5-18/19: the fee preview body, or null when inputs are missing (no account, an amount
 * that is not a positive decimal, or no payee: neither customer_iban nor customer_account).
 */
export function grandTotalBody(values: WithdrawalValues): Record<string, unknown> | null {
  if (values.bank_account_id === null || !isPositiveAmount(values.amount)) return null;
  if (values.customer_iban === '' && values.customer_account === '') return null;
  return toWithdrawalBody(values);
}

/** The fields whose change recalculates the grand total (PP-4.5-18). */
export const GRAND_TOTAL_FIELDS: readonly (keyof WithdrawalValues)[] = [
  'bank_account_id',
  'amount',
  'customer_legal_type',
  'transfer_service',
  'to_account_id',
  'customer_iban',
  'customer_account',
  'bank_swift',
  'customer_sort_code',
  'portal_service',
];

/** The form's fields in the order they appear on screen (PP-5-03). */
export const FIELD_ORDER: readonly string[] = [
  'bank_account_id amount transfer_service customer_legal_type customer_iban',
  'customer_account customer_sort_code customer_name customer_first_name',
  'customer_last_name customer_country customer_city customer_street',
  'customer_building_number customer_building_name customer_post_code customer_address',
  'bank_swift bank_name bank_address bank_city bank_country free_market_sector_id',
  'free_market_industry_id free_market_payment_purpose_id bcb_purpose_code',
  'has_intermediary_bank intermediary_bank_swift intermediary_bank_name',
  'intermediary_bank_address intermediary_bank_city intermediary_bank_country',
  'intermediary_bank_iban customer_ref_message',
]
  .join(' ')
  .split(' ');

/**
 * PP-5-03: the topmost field (in {@link FIELD_ORDER}) with a non-empty error, or null. Keys
 * like 'customer_iban.0' count for their field, as servers may index messages.
 */
export function firstErrorField(errors: Readonly<Record<string, string>>): string | null {
  const failing = Object.keys(errors)
    .filter((k) => errors[k])
    .map((k) => k.split('.')[0]);
  return FIELD_ORDER.find((f) => failing.includes(f)) ?? null;
}
