import { AdminUser } from './auth.js';
import { DecimalString } from './decimal.js';
import { ListPeriod } from './enums.js';
import { z } from './zod.js';

// The dashboard's answers (AC-7mgr-08, AC-7mgr-27): the sandbox answers with these schemas
// and the dashboard screen reads their types.

/** Counts of one report period: all, waiting (any other status), approved (settled), denied. */
export const StatisticCounts = z.looseObject({
  all: z.number().int(),
  waiting: z.number().int(),
  approved: z.number().int(),
  denied: z.number().int(),
});
export type StatisticCounts = z.infer<typeof StatisticCounts>;

/** The counts of each report period. */
export const StatisticPeriods = z.record(ListPeriod, StatisticCounts);
export type StatisticPeriods = z.infer<typeof StatisticPeriods>;

/** Answer of `GET company/statistic`: transactions and compliance trackings per period. */
export const CompanyStatistic = z.looseObject({
  transactions: StatisticPeriods,
  compliances: StatisticPeriods,
});
export type CompanyStatistic = z.infer<typeof CompanyStatistic>;

/** Bucket size of the transaction volume chart (spec 3: Chart granularity). */
export const Granularity = z.enum(['month', 'day', 'hour'], {
  error: 'The granularity must be month, day or hour.',
});
export type Granularity = z.infer<typeof Granularity>;

/** One bucket of a volume series: its start (ISO 8601, UTC), count and summed amount. */
export const VolumePoint = z.looseObject({
  at: z.string(),
  count: z.number().int(),
  amount: DecimalString,
});
export type VolumePoint = z.infer<typeof VolumePoint>;

/** The non-empty buckets of one currency, in any order. */
export const VolumeSeries = z.looseObject({
  currency: z.string(),
  points: z.array(VolumePoint),
});
export type VolumeSeries = z.infer<typeof VolumeSeries>;

/** Answer of `GET company/statistic/transaction-volume`: [from, to) and one series a currency. */
export const TransactionVolume = z.looseObject({
  granularity: Granularity,
  from: z.string(),
  to: z.string(),
  series: z.array(VolumeSeries),
});
export type TransactionVolume = z.infer<typeof TransactionVolume>;

/** One row of `GET company/statistic/accounts-transaction-volume`, in the account's currency. */
export const AccountVolume = z.looseObject({
  bank_account_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  count: z.number().int(),
  amount: DecimalString,
});
export type AccountVolume = z.infer<typeof AccountVolume>;

/** One row of `GET manager/announcements`; title and message are plain text. */
export const Announcement = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

/** One row of `a/announcements`: an announcement and whether managers see it. */
export const AdminAnnouncement = Announcement.extend({ published: z.boolean() });
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;

/** Summed fees of one currency (exact decimal string). */
const CurrencyAmount = z.looseObject({ currency: z.string(), amount: DecimalString });

/**
 * Answer of `GET a/users/statistic` (AC-3-22, AC-9-02): the administrator dashboard's
 * figures. `recent`, `new` and `active` count the last `days` days; the work waiting counts
 * are null when the sandbox has no table for them yet (tickets, compliance trackings);
 * `recent_users` are the 10 newest users.
 */
export const AdminStatistic = z.looseObject({
  days: z.number().int(),
  transactions: z.looseObject({
    total: z.number().int(),
    recent: z.number().int(),
    deposit: z.number().int(),
    withdraw: z.number().int(),
    fee: z.array(CurrencyAmount),
  }),
  users: z.looseObject({
    total: z.number().int(),
    new: z.number().int(),
    active: z.number().int(),
  }),
  waiting: z.looseObject({
    admin_action_required: z.number().int(),
    compliance_submitted: z.number().int().nullable(),
    open_tickets: z.number().int().nullable(),
  }),
  recent_users: z.array(AdminUser),
});
export type AdminStatistic = z.infer<typeof AdminStatistic>;
