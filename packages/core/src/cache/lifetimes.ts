const MIN = 60_000;

/** Cache lifetimes by resource, in ms (PP-9-05..08, AC-9). */
export const CACHE_TTL = Object.freeze({
  cryptoWallets: 1 * MIN,
  profileUser: 5 * MIN,
  alerts: 5 * MIN,
  activityLogs: 5 * MIN,
  whiteLabel: 5 * MIN,
  accounts: 5 * MIN,
  notifications: 5 * MIN,
  settings: 5 * MIN,
  tickets: 5 * MIN,
  announcements: 10 * MIN,
  affiliates: 10 * MIN,
  latestTickets: 10 * MIN,
  companyStatistics: 10 * MIN,
  adminStatistics: 10 * MIN,
  companies: 10 * MIN,
  dictionaries: 30 * MIN,
  transferMap: 30 * MIN,
});

/** The white-label record is kept locally for one hour (PP-7.3-09). */
export const WHITE_LABEL_LOCAL_TTL_MS = 60 * MIN;
/** The dictionary summary is re-requested at most every 3 hours (PP-9-09). */
export const DICTIONARY_SUMMARY_INTERVAL_MS = 3 * 60 * MIN;
