// Not named import*: those rules share one chunk with every import screen (the imports list
// included), while these serve only the two screens that show a refused row.

/** What a refused cell is asked for: the kind of value its column takes. */
export type ImportHint =
  | 'amount'
  | 'service'
  | 'legalType'
  | 'iban'
  | 'country'
  | 'swift'
  | 'text'
  | 'other';

const HINTS: Readonly<Record<string, ImportHint>> = {
  amount: 'amount',
  transfer_service: 'service',
  customer_legal_type: 'legalType',
  customer_iban: 'iban',
  customer_country: 'country',
  bank_country: 'country',
  bank_swift: 'swift',
  customer_name: 'text',
  customer_first_name: 'text',
  customer_last_name: 'text',
  customer_account: 'text',
  customer_sort_code: 'text',
  customer_street: 'text',
  customer_city: 'text',
  customer_post_code: 'text',
  customer_ref_message: 'text',
  bank_name: 'text',
};

/** The hint a refused cell of `column` gets (a header name, any case); `other` if unknown. */
export function importHintOf(column: string): ImportHint {
  return HINTS[column.trim().toLowerCase()] ?? 'other';
}
