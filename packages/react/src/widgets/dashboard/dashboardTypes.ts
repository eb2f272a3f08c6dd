/**
 * Shapes of the dashboard's answers (spec 3 and 7: company/statistic, transaction volume,
 * announcements, bank accounts). Fields the view reads are optional where a server may
 * leave them out: every reader tolerates a missing one.
 */

/** A report period of the company statistic (spec 3: Report periods). */
export type StatisticPeriod = 'current_month' | 'previous_month' | 'current_year' | 'total';

/** Bucket size of the transaction volume chart (spec 3: Chart granularity). */
export type Granularity = 'month' | 'day' | 'hour';

/** Counts of one period: all, waiting, approved, denied. */
export interface StatisticCounts {
  /** Every item of the period. */
  all?: number | undefined;
  /** Items waiting for a decision. */
  waiting?: number | undefined;
  /** Approved items. */
  approved?: number | undefined;
  /** Denied items. */
  denied?: number | undefined;
}

/** The counts of each report period. */
export type StatisticPeriods = Partial<Record<StatisticPeriod, StatisticCounts>>;

/** Answer of `GET company/statistic` (spec 3: Company statistic). */
export interface CompanyStatistic {
  /** Transactions per period. */
  transactions?: StatisticPeriods | undefined;
  /** Compliance trackings per period. */
  compliances?: StatisticPeriods | undefined;
}

/** One bucket of a volume series. */
export interface VolumePoint {
  /** Start of the bucket, ISO 8601 (UTC). */
  at: string;
  /** Number of transactions in the bucket. */
  count: number;
  /** Sum of the bucket's amounts, a decimal string. */
  amount: string;
}

/** The buckets of one currency; the server leaves out empty buckets. */
export interface VolumeSeries {
  /** Currency code of every amount of the series. */
  currency: string;
  /** Non-empty buckets, in any order. */
  points?: VolumePoint[] | undefined;
}

/** Answer of `GET company/statistic/transaction-volume`. */
export interface TransactionVolume {
  /** Granularity the server used. */
  granularity?: Granularity | undefined;
  /** First instant of the range, ISO 8601. */
  from?: string | undefined;
  /** Last instant of the range, ISO 8601. */
  to?: string | undefined;
  /** One series per currency. */
  series?: VolumeSeries[] | undefined;
}

/** One row of `GET company/statistic/accounts-transaction-volume`. */
export interface AccountVolume {
  /** The account. */
  bank_account_id: number;
  /** The account's name. */
  name?: string | undefined;
  /** The account's currency. */
  currency?: string | undefined;
  /** Number of transactions. */
  count?: number | undefined;
  /** Sum of their amounts, a decimal string. */
  amount?: string | undefined;
}

/** One row of `GET manager/announcements`; title and message are plain text. */
export interface Announcement {
  /** Announcement id. */
  id: number | string;
  /** Title, shown as text even when it looks like HTML. */
  title?: string | undefined;
  /** Body, shown as text. */
  message?: string | undefined;
  /** Creation time, ISO 8601. */
  created_at?: string | undefined;
}

/** The fields of a bank account the balances panel reads (`GET manager/bank-accounts`). */
export interface DashboardAccount {
  /** Account id. */
  id: number;
  /** Account name. */
  name?: string | undefined;
  /** Currency code. */
  currency?: string | undefined;
  /** Decimal places of the currency (PP-5-20). */
  sub_unit?: number | undefined;
  /** Currency code and fiat or crypto. */
  currency_unit?: { value?: string | undefined; currency_type?: string | undefined } | undefined;
  /** Balances as decimal strings. */
  total_balance?: string | undefined;
  /** Balance that can be spent now. */
  available_balance?: string | undefined;
  /** Balance waiting to settle. */
  pending_balance?: string | undefined;
  /** The company's default account. */
  selected?: boolean | undefined;
}
