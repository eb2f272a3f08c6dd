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
 * `GET a/system/{x}` (AC-7admin-16, AC-3-35): the newest samples of one series, oldest
 * first. `source` says what stands behind it: `host` (the machine's load and disk),
 * `sandbox-jobs` (the sandbox's own import and report jobs, standing in for the message
 * queue) or null (nothing: the series has no source, its samples say `available: false`).
 * Disk sizes are whole bytes as decimal strings; the screen shows them in GB (AC-9-04).
 */
export const SystemSeries = z.looseObject({
  metric: z.string(),
  refresh_seconds: z.number().int(),
  source: z.enum(['host', 'sandbox-jobs']).nullable(),
  series: z.array(z.record(z.string(), z.union([z.number(), z.boolean(), z.string()]))),
});
export type SystemSeries = z.infer<typeof SystemSeries>;
