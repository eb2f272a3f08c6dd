import { CACHE_TTL } from '@flexportal/core';
import type {
  AccountVolume,
  Announcement,
  BankAccount,
  CompanyStatistic,
  Granularity,
  TransactionVolume,
} from '@flexportal/core/contract';
import { useBankAccounts } from '../../hooks/useBankAccounts.js';
import { type Resource, useCached } from '../../hooks/useCached.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';

// Each panel reads through the client's cache with the spec's lifetime (spec 9), so a
// revisit inside it sends no request (P6). Keys are request paths: invalidating
// `company/statistic` also drops both volume keys, `manager/bank-accounts` every account view.

/** The company's accounts (5 min); the same cache entry the payment screens read. */
export function useBalances(): Resource<BankAccount[]> {
  return useBankAccounts();
}

/** `company/statistic` (10 min). */
export function useCompanyStatistic(): Resource<CompanyStatistic> {
  const client = useFlexportalClient();
  return useCached(
    'company/statistic',
    () => client.http.data<CompanyStatistic>('company/statistic'),
    CACHE_TTL.companyStatistics,
  );
}

/** `company/statistic/transaction-volume` at one granularity (10 min each). */
export function useTransactionVolume(granularity: Granularity): Resource<TransactionVolume> {
  const client = useFlexportalClient();
  const path = 'company/statistic/transaction-volume';
  return useCached(
    `${path}?granularity=${granularity}`,
    () => client.http.data<TransactionVolume>(path, { query: { granularity } }),
    CACHE_TTL.companyStatistics,
  );
}

/** `company/statistic/accounts-transaction-volume` (10 min). */
export function useAccountsVolume(): Resource<AccountVolume[]> {
  const client = useFlexportalClient();
  const path = 'company/statistic/accounts-transaction-volume';
  return useCached(
    path,
    async () => (await client.http.data<AccountVolume[]>(path)) ?? [],
    CACHE_TTL.companyStatistics,
  );
}

/** `manager/announcements` (10 min); the first page, the panel picks the newest. */
export function useAnnouncements(): Resource<Announcement[]> {
  const client = useFlexportalClient();
  return useCached(
    'manager/announcements',
    async () => (await client.http.list<Announcement>('manager/announcements')).items,
    CACHE_TTL.announcements,
  );
}
