import { CACHE_TTL, isManager, twoFactorOk } from '@flexportal/core';
import type { Notification } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** The cache key of the notifications (page 1, 100 per page); live `notification.created` drops it. */
export const NOTIFICATIONS_KEY = 'manager/notifications-related';

/**
 * The notifications (PP-9-01: page 1, 100 per page; cached 5 minutes). Loaded only for a
 * manager with two-factor or of an individual company (AC-5); `idle` otherwise. A live
 * `notification.created` drops the entry, so a new one shows without a reload.
 */
export function useNotifications(): Resource<Notification[]> {
  const client = useFlexportalClient();
  const user = useSignedInUser();
  const allowed = user.status === 'ready' && isManager(user.data) && twoFactorOk(user.data);
  return useCached(
    allowed ? NOTIFICATIONS_KEY : null,
    async () =>
      (await client.http.list<Notification>(NOTIFICATIONS_KEY, { page: 1, per_page: 100 })).items,
    CACHE_TTL.notifications,
  );
}
