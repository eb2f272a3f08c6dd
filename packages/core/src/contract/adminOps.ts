import { DecimalString } from './decimal.js';
import { z } from './zod.js';

// Answers of the administrator's oversight calls (AC-7admin-15). The screens read their
// types; the sandbox answers with the same fields.

/** One stored result of `POST a/integrity-checks`: balance against the sum of the postings. */
export const IntegrityCheck = z.looseObject({
  id: z.number().int(),
  bank_account_id: z.number().int(),
  account_name: z.string(),
  currency: z.string(),
  balance: DecimalString,
  ledger_sum: DecimalString,
  difference: z.string(),
  ok: z.boolean(),
  created_at: z.string(),
});
export type IntegrityCheck = z.infer<typeof IntegrityCheck>;

/**
 * One row of `GET a/transactions/check-records` (AC-2admin-08): a transaction's ledger
 * check, whether its postings sum to exactly zero in each currency.
 */
export const CheckRecord = z.looseObject({
  transaction_id: z.number().int(),
  company_id: z.number().int(),
  type: z.string(),
  created_at: z.string(),
  postings: z.number().int(),
  currencies: z.array(z.string()),
  balanced: z.boolean(),
});
export type CheckRecord = z.infer<typeof CheckRecord>;
