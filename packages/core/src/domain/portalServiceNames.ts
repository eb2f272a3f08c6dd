/** The fourteen portal services of AC-3-29, in the spec's order (zod-free: screens use it). */
export const PORTAL_SERVICES = [
  'free_market',
  'easy_payments',
  'bcb',
  'currency_cloud',
  'satchelpay_eur',
  'cfszipp_eur',
  'cfszipp_gbp',
  'klarpay',
  'equals_money',
  'nexpay',
  'financial_house',
  'narvi',
  'openpayd',
  'apaylo',
] as const;
