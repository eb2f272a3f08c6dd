import type { MessageKey } from '../../../i18n/en.js';

// The payee fields of a withdrawal's `customer` record (PP-3.3), in reading order, with the
// labels the withdrawal form gives them, so one field reads the same on both screens.
const PAYEE_LABELS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['customer_name', 'withdrawal.companyName'],
  ['customer_first_name', 'withdrawal.firstName'],
  ['customer_last_name', 'withdrawal.lastName'],
  ['customer_iban', 'withdrawal.iban'],
  ['customer_account', 'withdrawal.account'],
  ['customer_sort_code', 'withdrawal.sortCode'],
  ['customer_street', 'withdrawal.street'],
  ['customer_building_number', 'withdrawal.buildingNumber'],
  ['customer_building_name', 'withdrawal.buildingName'],
  ['customer_post_code', 'withdrawal.postCode'],
  ['customer_city', 'withdrawal.city'],
  ['customer_address', 'transaction.customerAddress'],
  ['customer_country', 'withdrawal.country'],
  ['customer_ref_message', 'withdrawal.reference'],
  ['bank_swift', 'withdrawal.bankSwift'],
  ['bank_name', 'withdrawal.bankName'],
  ['bank_address', 'withdrawal.bankAddress'],
  ['bank_city', 'withdrawal.bankCity'],
  ['bank_country', 'withdrawal.bankCountry'],
  ['intermediary_bank_swift', 'transaction.intermediarySwift'],
  ['intermediary_bank_name', 'transaction.intermediaryName'],
  ['intermediary_bank_address', 'transaction.intermediaryAddress'],
  ['intermediary_bank_city', 'transaction.intermediaryCity'],
  ['intermediary_bank_country', 'transaction.intermediaryCountry'],
  ['intermediary_bank_iban', 'transaction.intermediaryIban'],
];

const LEGAL_TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  company: 'withdrawal.legalCompany',
  individual: 'withdrawal.legalIndividual',
};

/** One labelled payee value: the label's key and either the text or the value's key. */
export interface PayeeRow {
  /** The field in the `customer` record. */
  field: string;
  /** Message key of the label. */
  label: MessageKey;
  /** The value as recorded. */
  value: string;
  /** Message key of the value when it is a choice (legal type), else null. */
  valueKey: MessageKey | null;
}

/**
 * The payee of a transaction from its `customer` record: the known fields that hold a
 * value, in reading order. Other keys (wallets, internal flags) are left out.
 */
export function payeeRows(
  customer: Readonly<Record<string, unknown>> | null | undefined,
): PayeeRow[] {
  if (!customer) return [];
  const rows: PayeeRow[] = [];
  const text = (v: unknown) =>
    typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  const legal = text(customer.customer_legal_type);
  if (legal && LEGAL_TYPE_KEYS[legal]) {
    rows.push({
      field: 'customer_legal_type',
      label: 'withdrawal.legalType',
      value: legal,
      valueKey: LEGAL_TYPE_KEYS[legal] ?? null,
    });
  }
  for (const [field, label] of PAYEE_LABELS) {
    const value = text(customer[field]);
    if (value) rows.push({ field, label, value, valueKey: null });
  }
  return rows;
}
