/**
 * The payee of a flexpsp deposit withdrawal (`fx=1`, PP-2.4-10): the payment provider's own
 * deposit account (one IBAN for every currency; the reference tells deposits apart). The form
 * is prefilled with it and locked (PP-4.5-17); the sandbox books a flexpsp deposit to this
 * payee whatever a client sends.
 */
export const FLEXPSP_DEPOSIT_PAYEE = Object.freeze({
  customer_legal_type: 'company' as const,
  customer_name: 'FlexPSP Deposits',
  customer_iban: 'LT601010012345678901',
  customer_country: 'LT',
  customer_city: 'Vilnius',
  customer_address: 'Gedimino pr. 1',
  bank_swift: 'FLXPLT21',
  bank_name: 'FlexPSP UAB',
  bank_country: 'LT',
});
