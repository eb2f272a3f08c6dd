// Apart from the contract: a screen reads these without zod (core lands in the script-tag
// runtime, and the contract's schemas would bring zod with them).

/**
 * The columns of an import file (docs/decisions.md, "Import is xlsx"): the withdrawal
 * draft's payee fields, `amount` first. The template download writes them as the header;
 * the sandbox ignores other columns, like unknown fields of a JSON draft.
 */
export const IMPORT_COLUMNS = [
  'amount',
  'transfer_service',
  'customer_legal_type',
  'customer_name',
  'customer_first_name',
  'customer_last_name',
  'customer_iban',
  'customer_account',
  'customer_sort_code',
  'customer_street',
  'customer_city',
  'customer_post_code',
  'customer_country',
  'customer_ref_message',
  'bank_swift',
  'bank_name',
  'bank_country',
] as const;
