import { DecimalString } from './decimal.js';
import { z } from './zod.js';

// Answers of the administrator's oversight calls (AC-7admin-15, -16, -21, -22). The screens
// read their types; the sandbox answers with the same fields.

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

/** One line of an entity's timeline (a recorded event or an administrator's note). */
export const TimelineEvent = z.looseObject({
  at: z.string(),
  kind: z.string(),
  description: z.string(),
  user_id: z.number().int().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** One entity of a timeline class (`GET a/timelines/{class}`). */
export const TimelineEntity = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type TimelineEntity = z.infer<typeof TimelineEntity>;

/** A sample of a system overview series: its time and the metric's numbers. */
export const SystemSample = z.record(z.string(), z.union([z.number(), z.boolean(), z.string()]));
export type SystemSample = z.infer<typeof SystemSample>;

/** Answer of `GET a/system/{x}`: the metric, the refresh interval and the newest samples. */
export const SystemSeries = z.looseObject({
  metric: z.string(),
  refresh_seconds: z.number(),
  series: z.array(SystemSample),
});
export type SystemSeries = z.infer<typeof SystemSeries>;
