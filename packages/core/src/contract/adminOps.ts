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

/** Who did something: a user's id and e-mail (null when the system did it). */
const Causer = z.object({ id: z.number().int(), email: z.string() }).nullable();

/** One entity class with a timeline (`GET a/timelines/entity-classes`, AC-3-27). */
export const TimelineEntityClass = z.object({ name: z.string(), slug: z.string() });
export type TimelineEntityClass = z.infer<typeof TimelineEntityClass>;

/** One entity of a class (`GET a/timelines/{class}`, AC-7admin-21). */
export const TimelineEntity = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type TimelineEntity = z.infer<typeof TimelineEntity>;

/** One entity with what the administrator area shows of it (`GET a/timelines/{class}/{id}`). */
export const TimelineEntityDetail = TimelineEntity.extend({
  class: z.string(),
  attributes: z.unknown(),
});
export type TimelineEntityDetail = z.infer<typeof TimelineEntityDetail>;

/**
 * One line of an entity's timeline (`GET a/timelines/{class}/{id}/timeline`, AC-7admin-22):
 * when, what (`kind`: a status, `created`, `sign_in`, `note` for an administrator's note),
 * and who (`causer`, null for the system).
 */
export const TimelineEvent = z.object({
  at: z.string(),
  kind: z.string(),
  description: z.string(),
  user_id: z.number().int().nullable(),
  causer: Causer,
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** `POST a/timelines/{class}/{id}/timeline`: an administrator's note (trimmed, 1 to 1000). */
export const TimelineNoteRequest = z.object({
  note: z
    .string({ error: 'The note field is required.' })
    .trim()
    .min(1, 'The note field is required.')
    .max(1000, 'The note may not be greater than 1000 characters.'),
});

/**
 * One activity (`GET a/activities`, AC-7admin-08; `GET activities`, AC-7mgr-04): a line of a
 * transaction's history, who caused it and for which company.
 */
export const Activity = z.object({
  id: z.number().int(),
  log_name: z.literal('transaction'),
  event: z.string(),
  description: z.string(),
  subject_type: z.literal('transaction'),
  subject_id: z.number().int(),
  subject_name: z.string(),
  company_id: z.number().int(),
  causer: Causer,
  created_at: z.string(),
});
export type Activity = z.infer<typeof Activity>;

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
