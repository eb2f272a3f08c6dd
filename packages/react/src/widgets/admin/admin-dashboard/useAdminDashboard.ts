import { CACHE_TTL } from '@flexportal/core';
import { ADMIN_STATISTIC_DAYS } from '@flexportal/core/admin';
import type { AdminStatistic } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import type { ActivityVolumeRow, AdminVolumeRow } from './adminVolume.js';

// Admin statistics are cached 10 minutes (spec 9): a revisit inside it sends no request.
// Keys are the request paths, so invalidating `a/users` drops the statistic too.

/** `a/users/statistic`: the figures, the work waiting and the 10 newest users. */
export function useAdminStatistic(): Resource<AdminStatistic> {
  const client = useFlexportalClient();
  return useCached(
    'a/users/statistic',
    () => client.http.data<AdminStatistic>('a/users/statistic'),
    CACHE_TTL.adminStatistics,
  );
}

/** `a/system/transaction-volume` over the dashboard's days. */
export function useAdminVolume(): Resource<AdminVolumeRow[]> {
  const client = useFlexportalClient();
  const path = 'a/system/transaction-volume';
  return useCached(
    `${path}?days=${ADMIN_STATISTIC_DAYS}`,
    () => client.http.data<AdminVolumeRow[]>(path, { query: { days: ADMIN_STATISTIC_DAYS } }),
    CACHE_TTL.adminStatistics,
  );
}

/** `a/system/activities-volume-by-type` over the dashboard's days. */
export function useActivityVolume(): Resource<ActivityVolumeRow[]> {
  const client = useFlexportalClient();
  const path = 'a/system/activities-volume-by-type';
  return useCached(
    `${path}?days=${ADMIN_STATISTIC_DAYS}`,
    () => client.http.data<ActivityVolumeRow[]>(path, { query: { days: ADMIN_STATISTIC_DAYS } }),
    CACHE_TTL.adminStatistics,
  );
}
